import type { Database } from '@batas/db';
import {
  stageCodeParts,
  writeLibraryCopies,
  type CodePartCopy,
  type LibraryCopy,
  type SkippedFile,
} from '@batas/db/library';
import type { InstallTally } from './install-tally.ts';

export interface BatchLimits {
  /** Files per write (one transaction). */
  files: number;
  /** Text per write, so that a run of long decisions does not make one giant statement. */
  bytes: number;
  /**
   * Batches written at once. Turning text into search vectors is most of a write and runs in the database
   * server, one core per connection: on PostgreSQL two writes keep two cores busy. The embedded database has one.
   */
  lanes: number;
}

/**
 * Gathers read files into batches and writes each in one transaction, up to `lanes` batches at a time: while the
 * database writes, the installer reads and parses the next batch.
 */
export class CopyBatches {
  private copies: LibraryCopy[] = [];
  private skipped: SkippedFile[] = [];
  private parts: CodePartCopy[] = [];
  private bytes = 0;
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly tally: InstallTally,
    private readonly limits: BatchLimits,
  ) {}

  async add(copy: LibraryCopy, size: number): Promise<void> {
    this.copies.push(copy);
    this.bytes += size;
    await this.flushWhenFull();
  }

  async skip(file: SkippedFile): Promise<void> {
    this.skipped.push(file);
    await this.flushWhenFull();
  }

  async part(part: CodePartCopy, size: number): Promise<void> {
    this.parts.push(part);
    this.bytes += size;
    await this.flushWhenFull();
  }

  /** Writes what is gathered and waits for every write to end. */
  async finish(): Promise<void> {
    await this.flush();
    await Promise.all(this.writing);
  }

  /**
   * When the install stops on an error: waits for the writes already under way to end (whatever their outcome) and
   * drops what was only gathered, so that nothing is written after the install has said it stopped.
   */
  async settle(): Promise<void> {
    this.copies = [];
    this.skipped = [];
    this.parts = [];
    this.bytes = 0;
    await Promise.allSettled(this.writing);
  }

  private async flushWhenFull(): Promise<void> {
    const count = this.copies.length + this.skipped.length + this.parts.length;
    if (count >= this.limits.files || this.bytes >= this.limits.bytes) await this.flush();
  }

  private async flush(): Promise<void> {
    const copies = this.copies;
    const skipped = this.skipped;
    const parts = this.parts;
    this.copies = [];
    this.skipped = [];
    this.parts = [];
    this.bytes = 0;
    if (copies.length + skipped.length + parts.length === 0) return;
    // A failed write rejects here (or in finish), which stops the install.
    while (this.writing.size >= this.limits.lanes) await Promise.race(this.writing);
    const write = this.write(copies, skipped, parts);
    this.writing.add(write);
    write.then(
      () => this.writing.delete(write),
      () => {},
    );
  }

  private async write(copies: LibraryCopy[], skipped: SkippedFile[], parts: CodePartCopy[]): Promise<void> {
    await stageCodeParts(this.db, parts);
    for (const part of parts) this.tally.record(part.path, 'part');
    const outcomes = await writeLibraryCopies(this.db, copies, skipped);
    outcomes.forEach((result, index) => {
      const { path } = copies[index]!;
      this.tally.record(path, result.outcome, result.outcome === 'skipped' ? result.reason : undefined);
    });
    for (const file of skipped) if (!file.companion) this.tally.record(file.path, 'skipped', file.reason);
  }
}
