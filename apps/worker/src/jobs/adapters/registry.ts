import { type ScrapingCategorySlug } from '@batas/shared/constants/scraping';
import { lawphilAdapter } from './lawphil-adapter.ts';
import { type SourceAdapter } from './source-adapter.ts';

/**
 * Which site serves which category, in order of preference: LawPhil for the 14 categories it has (static and
 * cheap), the E-Library for the rest (SOURCE-STRUCTURE.md section 0). The first adapter that lists a
 * category wins.
 */
const ADAPTERS: readonly SourceAdapter[] = [lawphilAdapter];

export function adapterForCategory(category: ScrapingCategorySlug): SourceAdapter | undefined {
  return ADAPTERS.find((adapter) => adapter.categories.includes(category));
}

export function adapterBySource(source: string): SourceAdapter | undefined {
  return ADAPTERS.find((adapter) => adapter.source === source);
}
