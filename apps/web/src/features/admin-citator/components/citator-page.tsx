import { Stack, Tabs, Text, Title } from '@mantine/core';
import { CrosswalkReview } from './crosswalk-review';
import { LibraryHealthPanel } from './library-health-panel';

/**
 * Admin → Citator: the report crosswalk's review (which decision each SCRA, Phil. and O.G. page is, where the
 * library's evidence disagrees or is thin) and the library's health (what its texts cite that it can open).
 */
export function CitatorPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Citator
        </Title>
        <Text c="dimmed" size="sm" maw={760}>
          Decisions cite each other mostly by report page (“136 SCRA 27”). The library learns which decision each page
          is from its own texts; where that evidence disagrees or rests on a single citing document, decide here. A
          decision stays when the crosswalk is built again, and the cited-by lists follow it at once.
        </Text>
      </Stack>
      <Tabs defaultValue="review" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="review">Crosswalk review</Tabs.Tab>
          <Tabs.Tab value="health">Library health</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="review" pt="md">
          <CrosswalkReview />
        </Tabs.Panel>
        <Tabs.Panel value="health" pt="md">
          <LibraryHealthPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
