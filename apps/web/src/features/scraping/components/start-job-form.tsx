import { useState } from 'react';
import { Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Title } from '@mantine/core';
import { MONTH_ABBREVIATIONS, SCRAPING_CATEGORIES, SCRAPING_LIMITS } from '@batas/shared/constants';
import { maxScrapingYear, SCRAPING_MESSAGES, type StartScrapingInput } from '@batas/shared/schemas/scraping';
import { useScrapingDefaults } from '../api/scraping-queries';

const { maxDocuments, delayMs, minYear } = SCRAPING_LIMITS;

interface Props {
  starting: boolean;
  onStart: (body: StartScrapingInput) => void;
}

/** 'Start New Scraping Job': the 19 categories, Select All / Clear All, the options with their limits, the quick buttons. */
export function StartJobForm({ starting, onStart }: Props) {
  const [selected, setSelected] = useState<string[]>([]);
  const [year, setYear] = useState<number | string>('');
  const [month, setMonth] = useState<string | null>(null);
  // Untouched fields show the defaults of Admin → Settings (the limits' defaults until they have loaded).
  const defaults = useScrapingDefaults().data;
  const [maxInput, setMax] = useState<number | string | null>(null);
  const [delayInput, setDelay] = useState<number | string | null>(null);
  const max = maxInput ?? defaults?.maxDocuments ?? maxDocuments.default;
  const delay = delayInput ?? defaults?.delay ?? delayMs.default;

  const start = (categories: string[]) => {
    if (categories.length === 0) {
      window.alert(SCRAPING_MESSAGES.noCategory);
      return;
    }
    onStart({
      categories: categories as StartScrapingInput['categories'],
      options: {
        specificYear: year === '' ? null : Number(year),
        specificMonth: month as never,
        maxDocuments: Number(max),
        delay: Number(delay),
      },
    });
  };

  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        Start New Scraping Job
      </Title>
      <Group mb="xs">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setSelected(SCRAPING_CATEGORIES.map((category) => category.slug))}
        >
          Select All
        </Button>
        <Button variant="subtle" size="xs" onClick={() => setSelected([])}>
          Clear All
        </Button>
      </Group>
      <Checkbox.Group value={selected} onChange={setSelected} aria-label="Categories">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
          {SCRAPING_CATEGORIES.map((category) => (
            <Checkbox key={category.slug} value={category.slug} label={category.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} mt="md">
        <NumberInput
          label="Specific year"
          placeholder="Any year"
          min={minYear}
          max={maxScrapingYear()}
          value={year}
          onChange={setYear}
          allowDecimal={false}
        />
        <Select
          label="Specific month"
          placeholder="Any month"
          clearable
          data={[...MONTH_ABBREVIATIONS]}
          value={month}
          onChange={setMonth}
        />
        <NumberInput
          label="Max documents per category"
          min={maxDocuments.min}
          max={maxDocuments.max}
          value={max}
          onChange={setMax}
          allowDecimal={false}
        />
        <NumberInput
          label="Delay (ms)"
          min={delayMs.min}
          max={delayMs.max}
          step={delayMs.step}
          value={delay}
          onChange={setDelay}
          allowDecimal={false}
        />
      </SimpleGrid>
      <Group mt="md">
        {/* Disabled with nothing selected, yet still clickable (data-disabled, aria-disabled): a click then explains
            why with the form's alert instead of doing nothing. */}
        <Button
          data-disabled={starting || selected.length === 0 || undefined}
          aria-disabled={starting || selected.length === 0}
          onClick={() => !starting && start(selected)}
        >
          {starting ? 'Starting...' : 'Start Scraping'}
        </Button>
        <Button variant="light" disabled={starting} onClick={() => start(['republic-acts'])}>
          Quick: Republic Acts Only
        </Button>
        <Button variant="light" disabled={starting} onClick={() => start(['supreme-court-decisions'])}>
          Quick: Supreme Court Only
        </Button>
      </Group>
    </Card>
  );
}
