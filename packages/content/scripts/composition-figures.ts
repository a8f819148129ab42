/**
 * Prints the composition scorer's property figures (decision 052) on one half of the validation
 * texts: `tsx scripts/composition-figures.ts development` while choosing anchors and weights,
 * `held-out` once, for the record.
 */
import { dictionaryLexicon } from '../src/composition/index.ts';
import { propertyFigures } from '../src/composition/validation-figures.ts';

const half = process.argv[2] === 'held-out' ? 'held-out' : 'development';
console.log(half, JSON.stringify(propertyFigures(half, dictionaryLexicon()), null, 2));
