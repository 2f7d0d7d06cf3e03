import { x } from '../src/random.js';
console.log(x);
