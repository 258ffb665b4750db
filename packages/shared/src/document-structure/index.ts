export { isDecisionHeading, isDispositive, readDivision, readProvision, romanToNumber } from './block-kinds.ts';
export { htmlBodyBlocks, plainTextBlocks, SIMPLE_BLOCK } from './body-blocks.ts';
export { bodyStructure, type BlockRole, type BodyGenre } from './body-structure.ts';
export { lawProvisions } from './law-provisions.ts';
export { classifyLine, type LineKind } from './line-kinds.ts';
