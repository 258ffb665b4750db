export { recordRelations, reResolveRelations, type RelatingDocument } from './record-relations.ts';
export { resolveRelationTargets, type RelationLookup } from './resolve-targets.ts';
