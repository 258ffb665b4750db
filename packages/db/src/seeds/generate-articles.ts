import { ARTICLE_TOPICS, type ArticleTopic } from './data/article-topics.ts';
import type { Random } from './prng.ts';

export interface ArticleAuthor {
  lawyerId: string;
  userId: string | null;
}

export interface ArticleRow extends Record<string, unknown> {
  slug: string;
  title: string;
  summary: string;
  content: string;
  author_lawyer_id: string;
  author_user_id: string | null;
  category: string;
  practice_area: string;
  difficulty: string;
  tags: string[];
  status: 'draft' | 'published';
  published_at: string | null;
  reading_time: number;
  views: number;
  likes: number;
  comments: number;
  is_premium: boolean;
  is_featured: boolean;
  meta_description: string;
  created_at: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The article body as the editor (TipTap) would save it: headings, paragraphs, lists. */
export function articleHtml(topic: ArticleTopic): string {
  const parts = [`<p>${escapeHtml(topic.intro)}</p>`];
  for (const section of topic.sections) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
    for (const paragraph of section.paragraphs) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
    if (section.list) parts.push(`<ul>${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
  }
  parts.push(
    '<p><em>This article gives general information, not legal advice. Consult a lawyer about your own situation.</em></p>',
  );
  return parts.join('\n');
}

export function slugifyTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * Articles spread over several authors; the last `drafts` topics stay drafts. Publication dates
 * run over the eighteen months before the demo's fixed "today", newest first in topic order.
 */
export function generateArticles(random: Random, authors: readonly ArticleAuthor[], drafts = 2): ArticleRow[] {
  return ARTICLE_TOPICS.map((topic, index) => {
    const author = authors[index % authors.length]!;
    const draft = index >= ARTICLE_TOPICS.length - drafts;
    const content = articleHtml(topic);
    const words = content
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
    const published = new Date(
      Date.UTC(2025, 5, 28) - index * 23 * 86_400_000 - random.int(0, 10) * 86_400_000 + random.int(8, 18) * 3_600_000,
    );
    const popularity = random.int(1, 40);
    return {
      slug: slugifyTitle(topic.title),
      title: topic.title,
      summary: topic.summary,
      content,
      author_lawyer_id: author.lawyerId,
      author_user_id: author.userId,
      category: topic.category,
      practice_area: topic.practiceArea,
      difficulty: topic.difficulty,
      tags: [...topic.tags],
      status: draft ? 'draft' : 'published',
      published_at: draft ? null : published.toISOString(),
      reading_time: Math.max(1, Math.ceil(words / 200)),
      views: draft ? 0 : popularity * random.int(20, 120),
      likes: draft ? 0 : popularity * random.int(1, 6),
      comments: draft ? 0 : random.int(0, popularity),
      is_premium: !draft && random.chance(0.15),
      is_featured: !draft && index % 5 === 0,
      meta_description:
        topic.summary.length <= 160 ? topic.summary : `${topic.summary.slice(0, 157).replace(/\s+\S*$/, '')}...`,
      created_at: new Date(published.getTime() - random.int(1, 14) * 86_400_000).toISOString(),
    };
  });
}
