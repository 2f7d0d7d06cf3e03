import { describe } from 'vitest';
import { itChosenModelBeatsBaselines } from './test-support/chosen-model.js';

describe('crossValidate on concrete-slump', () => itChosenModelBeatsBaselines('concrete-slump'));
