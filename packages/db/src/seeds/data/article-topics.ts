import { BUSINESS_TOPICS } from './article-topics/business-topics.ts';
import { PEOPLE_AND_PROPERTY_TOPICS } from './article-topics/people-and-property-topics.ts';
import { SECOND_ROUND_TOPICS } from './article-topics/second-round-topics.ts';

/**
 * Demo articles by lawyers. Each topic has a filter category, the matching practice area
 * (the two lists run in parallel), a level, tags and the sections of its body.
 */
export interface ArticleTopic {
  title: string;
  category: string;
  practiceArea: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  tags: readonly string[];
  summary: string;
  intro: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[]; list?: readonly string[] }>;
}

/** In seeding order: the last ones become drafts (generate-articles.ts). */
export const ARTICLE_TOPICS: readonly ArticleTopic[] = [
  ...BUSINESS_TOPICS,
  ...PEOPLE_AND_PROPERTY_TOPICS,
  ...SECOND_ROUND_TOPICS,
];
