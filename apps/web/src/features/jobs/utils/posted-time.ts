const DAY_MS = 86_400_000;

const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago a job was posted: '1 day ago', 'N days ago' under 7 days, weeks under 30,
 * months after. Anything under two days reads '1 day ago' (the smallest unit the page uses); one week and one month
 * are singular ('1 week ago').
 */
export function postedTimeAgo(postedDate: string, now: Date = new Date()): string {
  const posted = Date.parse(postedDate);
  if (Number.isNaN(posted)) return '';
  const days = Math.floor(Math.max(0, now.getTime() - posted) / DAY_MS);
  if (days <= 1) return '1 day ago';
  if (days < 7) return unit(days, 'day');
  if (days < 30) return unit(Math.floor(days / 7), 'week');
  return unit(Math.floor(days / 30), 'month');
}
