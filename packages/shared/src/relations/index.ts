export { extractRelations } from './extract-relations.ts';
export { readNumberWords } from './number-words.ts';
export { provisionsIn } from './provisions.ts';
export { dispositivePart } from './unconstitutional.ts';
export { RELATION_KINDS, relationRole, type FoundRelation, type RelationKind, type RelationSource } from './types.ts';
