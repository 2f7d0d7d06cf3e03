import { describe } from 'vitest';
import { itChosenModelBeatsBaselines } from './test-support/chosen-model.js';

describe('crossValidate on perovskite', () => itChosenModelBeatsBaselines('perovskite'));
