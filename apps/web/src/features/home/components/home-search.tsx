import { Tabs, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { HOME_SEARCH_TABS, homeSearchHref, type HomeSearchTab } from '../utils/home-search';

/** Four tabs, one search box each; Enter with text goes to that tab's page with `q`. */
export function HomeSearch() {
  const [tab, setTab] = useState<HomeSearchTab>('documents');
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const href = homeSearchHref(tab, text);
    if (href) void navigate(href);
  };

  return (
    <Tabs
      value={tab}
      onChange={(value) => value && setTab(value as HomeSearchTab)}
      variant="pills"
      radius="xl"
      keepMounted={false}
    >
      <Tabs.List aria-label="What to search" justify="center" mb="sm">
        {HOME_SEARCH_TABS.map((entry) => (
          <Tabs.Tab key={entry.value} value={entry.value}>
            {entry.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {HOME_SEARCH_TABS.map((entry) => (
        <Tabs.Panel key={entry.value} value={entry.value}>
          <TextInput
            size="lg"
            radius="xl"
            aria-label={`Search ${entry.label.toLowerCase()}`}
            placeholder={entry.placeholder}
            leftSection={<IconSearch size={20} aria-hidden />}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            enterKeyHint="search"
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
