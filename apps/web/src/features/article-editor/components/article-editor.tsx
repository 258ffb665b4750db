import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ARTICLE_CATEGORIES, ARTICLE_LEVELS, ARTICLE_PRACTICE_AREAS, LIMITS } from '@batas/shared/constants';
import {
  ARTICLE_MESSAGES,
  articleInputSchema,
  type ArticleInput,
  type ArticleStatus,
} from '@batas/shared/schemas/articles';
import { showServerErrors } from '@/lib/form-errors';
import { zodFormValidator } from '@/lib/zod-form';
import type { Article } from '@batas/shared/contracts/articles';
import { useSaveArticle } from '../api/articles';
import { htmlHasText } from '../utils/manage-list';
import { DeleteArticleButton } from './delete-article-button';
import { RichTextField } from './rich-text-field';
import { TagField } from './tag-field';

type Values = Omit<
  ArticleInput,
  'status' | 'isPremium' | 'isFeatured' | 'featuredImage' | 'practiceArea' | 'difficulty' | 'metaDescription'
> & {
  practiceArea: string;
  difficulty: string;
  metaDescription: string;
};

const validateFields = zodFormValidator<Values>(articleInputSchema);
const validate = (values: Values) => ({
  ...validateFields(values),
  ...(!htmlHasText(values.content) ? { content: ARTICLE_MESSAGES.contentRequired } : {}),
});

const toValues = (article?: Article): Values => ({
  title: article?.title ?? '',
  summary: article?.summary ?? '',
  category: (article?.category ?? '') as Values['category'],
  practiceArea: article?.practiceArea ?? '',
  difficulty: article?.difficulty ?? '',
  tags: article?.tags ?? [],
  content: article?.content ?? '',
  metaDescription: article?.metaDescription ?? '',
});

/** /articles/new and /articles/{id}/edit: Save Draft and Publish; editing shows the status and offers Delete. */
export function ArticleEditor({
  article,
  onSaved,
  onDeleted,
}: {
  article?: Article;
  onSaved: (article: Article) => void;
  onDeleted: () => void;
}) {
  const save = useSaveArticle(article?._id);
  const form = useForm<Values>({ initialValues: toValues(article), validate });

  const submit = (status: ArticleStatus) =>
    form.onSubmit((values) =>
      save.mutate({ ...values, status } as unknown as ArticleInput, {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message });
          onSaved(answer.data.article);
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: showServerErrors(form, error, 'Failed to save article') }),
      }),
    )();

  return (
    <Paper
      withBorder
      shadow="sm"
      p="xl"
      radius="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit('draft');
      }}
      noValidate
    >
      <Stack>
        {article && (
          <Group justify="space-between">
            <Badge size="lg" color={article.status === 'published' ? 'green' : 'gray'} data-testid="article-status">
              {article.status === 'published' ? 'Published' : 'Draft'}
            </Badge>
            <DeleteArticleButton id={article._id} onDeleted={onDeleted} />
          </Group>
        )}
        <TextInput label="Title" required maxLength={LIMITS.articleTitleMax} {...form.getInputProps('title')} />
        <Textarea
          label="Summary"
          required
          autosize
          minRows={2}
          maxLength={LIMITS.articleSummaryMax}
          description={`${form.values.summary.length}/${LIMITS.articleSummaryMax}`}
          {...form.getInputProps('summary')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Category" required data={[...ARTICLE_CATEGORIES]} {...form.getInputProps('category')} />
          <Select
            label="Practice area"
            clearable
            data={[...ARTICLE_PRACTICE_AREAS]}
            {...form.getInputProps('practiceArea')}
          />
          <Select label="Level" clearable data={[...ARTICLE_LEVELS]} {...form.getInputProps('difficulty')} />
        </SimpleGrid>
        <RichTextField
          label="Content"
          value={form.values.content}
          onChange={(html) => form.setFieldValue('content', html)}
          error={form.errors.content as string | undefined}
        />
        <TagField
          value={form.values.tags}
          onChange={(tags) => form.setFieldValue('tags', tags)}
          error={form.errors.tags as string | undefined}
        />
        <Textarea
          label="Meta description"
          description={`Shown by search engines; ${form.values.metaDescription.length}/${LIMITS.articleMetaDescriptionMax}`}
          autosize
          maxLength={LIMITS.articleMetaDescriptionMax}
          {...form.getInputProps('metaDescription')}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={save.isPending && save.variables?.status === 'draft'}>
            Save Draft
          </Button>
          <Button
            onClick={() => submit('published')}
            loading={save.isPending && save.variables?.status === 'published'}
          >
            Publish
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
