import { Button, Collapse } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useOpenByWidth } from '@/hooks/use-open-by-width';
import classes from './filters-fold.module.css';

interface FiltersFoldProps {
  /** The folded region's id (the button controls it). */
  id: string;
  /** How many filters are in force, shown on the button so that a folded filter is never a hidden one. */
  activeCount: number;
  children: ReactNode;
}

/** 'Filters (2)' while two are in force, 'Filters' with none. */
const filtersButtonLabel = (activeCount: number) => (activeCount > 0 ? `Filters (${activeCount})` : 'Filters');

/**
 * A list page's filters behind one button, the same on the library, the lawyer directory, jobs and firms: open
 * on a wide screen, folded on a phone so that the first result is on the first screen after a search. The search
 * words stay outside it. The visitor's own choice wins over the width; only that open and close animate.
 */
export function FiltersFold({ id, activeCount, children }: FiltersFoldProps) {
  const { opened, byWidth, toggle } = useOpenByWidth();
  const [animate, setAnimate] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="compact-md"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
        aria-expanded={opened}
        aria-controls={id}
        onClick={() => {
          setAnimate(true);
          toggle();
        }}
        style={{ alignSelf: 'flex-start' }}
      >
        {filtersButtonLabel(activeCount)}
      </Button>
      <Collapse
        in={opened}
        id={id}
        className={classes.fold}
        data-by-width={byWidth}
        transitionDuration={animate ? 200 : 0}
      >
        {children}
      </Collapse>
    </>
  );
}
