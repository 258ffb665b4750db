/** Rows of articles joined with their author (a lawyer) → the Article shape of contracts/articles.ts. */
export interface ArticleRow {
  id: string;
  slug: string;
  title: string;
  summary: string;
  content?: string;
  author_lawyer_id: string;
  category: string;
  practice_area: string | null;
  difficulty: string | null;
  tags: string[];
  status: 'draft' | 'published';
  published_at: Date | null;
  reading_time: number;
  views: number;
  likes: number;
  comments: number;
  is_premium: boolean;
  is_featured: boolean;
  featured_image: string | null;
  meta_description: string | null;
  created_at: Date;
  updated_at: Date;
  author_roll_number: string;
  author_first_name: string;
  author_last_name: string;
  author_full_name: string;
  author_profile_image: string | null;
}

const SUMMARY_COLUMNS = `a.id, a.slug, a.title, a.summary, a.author_lawyer_id, a.category, a.practice_area, a.difficulty, a.tags,
  a.status, a.published_at, a.reading_time, a.views, a.likes, a.comments, a.is_premium, a.is_featured, a.featured_image,
  a.meta_description, a.created_at, a.updated_at, l.roll_number AS author_roll_number, l.first_name AS author_first_name,
  l.last_name AS author_last_name, l.full_name AS author_full_name, l.profile_image AS author_profile_image`;

/** FROM clause and columns shared by every article query: lists leave the (large) content out. */
export const ARTICLE_FROM = 'articles a JOIN lawyers l ON l.id = a.author_lawyer_id';
export const ARTICLE_SUMMARY_COLUMNS = SUMMARY_COLUMNS;
export const ARTICLE_COLUMNS = `${SUMMARY_COLUMNS}, a.content`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function presentArticle(row: ArticleRow) {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    ...(row.content !== undefined ? { content: row.content } : {}),
    author: {
      _id: row.author_lawyer_id,
      rollNumber: row.author_roll_number,
      fullName: row.author_full_name,
      firstName: row.author_first_name,
      lastName: row.author_last_name,
      profileImage: row.author_profile_image,
    },
    category: row.category,
    practiceArea: row.practice_area,
    difficulty: row.difficulty,
    tags: row.tags ?? [],
    status: row.status,
    publishedAt: iso(row.published_at),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    readingTime: row.reading_time,
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    isPremium: row.is_premium,
    isFeatured: row.is_featured,
    featured: row.is_featured,
    featuredImage: row.featured_image,
    metaDescription: row.meta_description,
  };
}
