import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';
import type { Article } from '@batas/shared/contracts/articles';
import { formatCount } from '@/utils/text';
import { useLikeArticle } from '../api/like-article';

/** Likes need an account: a signed-out reader is told so and taken to sign in. */
export function LikeButton({ article }: { article: Article }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const like = useLikeArticle(article.slug);

  const onClick = () => {
    if (!user) {
      notifications.show({ message: 'Sign in to like articles.' });
      void navigate(paths.login.getHref());
      return;
    }
    like.mutate(article._id, {
      onError: () => notifications.show({ color: 'red', message: 'Could not record your like. Please try again.' }),
    });
  };

  return (
    <Button
      variant="light"
      leftSection={<IconHeart size={16} aria-hidden />}
      loading={like.isPending}
      onClick={onClick}
    >
      Like · {formatCount(article.likes ?? 0)}
    </Button>
  );
}
