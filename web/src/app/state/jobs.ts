// Long jobs (a Solve run, a Watch run, a rating) belong to the puzzle they started on. The
// registry lets loadPuzzle ask, before a different puzzle replaces the board, whether each
// running job should stop or keep running on its own puzzle; a kept job's result is shown
// in its panel but never written into the new puzzle (Jobs.owns guards every write).
import { el } from '../dom.js';
import './jobs.css';

export interface Job {
  /** What runs, for the question: "a ga-mantere run (Watch)". */
  label: string;
  /** The givens (81 characters, '.' for empty) the job works on. */
  puzzle: string;
  /** Ends the job (its panel reports "stopped" or "cancelled"). */
  stop(): void;
}

export type Choice = 'stop' | 'keep' | 'cancel';

export class Jobs {
  private running = new Set<Job>();
  /** How the question is asked; tests and the landing may answer it without a dialog. */
  ask: (jobs: Job[], next: string) => Promise<Choice> = askDialog;

  /** Registers a running job; call the returned function when it ends. */
  start(job: Job): () => void {
    this.running.add(job);
    return () => this.running.delete(job);
  }

  /** The running jobs. */
  list(): Job[] {
    return [...this.running];
  }

  /**
   * Before the board changes to `next`: with jobs running on another puzzle, asks whether to
   * stop them or keep them; false when the user chose not to change the puzzle.
   */
  async beforeLoad(next: string): Promise<boolean> {
    const others = this.list().filter((j) => j.puzzle !== next);
    if (!others.length) return true;
    const choice = await this.ask(others, next);
    if (choice === 'cancel') return false;
    if (choice === 'stop') for (const j of others) j.stop();
    return true;
  }
}

/** Whether `puzzle` is still the board's puzzle: a job writes to the board only then. */
export const owns = (puzzle: string, boardPuzzle: string) => puzzle === boardPuzzle;

function askDialog(jobs: Job[], _next: string): Promise<Choice> {
  return new Promise((resolve) => {
    const names = jobs.map((j) => j.label).join(', ');
    const dialog = el('dialog', { id: 'jobs-dialog', class: 'jobs-dialog', 'aria-labelledby': 'jobs-question' });
    const stop = el('button', { type: 'button', id: 'jobs-stop', class: 'primary' }, 'Stop it');
    const keep = el('button', { type: 'button', id: 'jobs-keep' }, 'Keep it running');
    const cancel = el('button', { type: 'button', id: 'jobs-cancel' }, 'Don’t change the puzzle');
    dialog.append(
      el(
        'p',
        { id: 'jobs-question' },
        `${jobs.length === 1 ? 'A job is' : 'Jobs are'} still working on the current puzzle: ${names}.`,
      ),
      el(
        'p',
        { class: 'help' },
        'A kept job goes on with its own puzzle; its result stays in its panel and is never written into the new puzzle.',
      ),
      el('div', { class: 'row' }, stop, keep, cancel),
    );
    const done = (c: Choice) => {
      dialog.close();
      dialog.remove();
      resolve(c);
    };
    stop.addEventListener('click', () => done('stop'));
    keep.addEventListener('click', () => done('keep'));
    cancel.addEventListener('click', () => done('cancel'));
    dialog.addEventListener('cancel', (e) => {
      e.preventDefault();
      done('cancel');
    });
    document.body.append(dialog);
    dialog.showModal();
    stop.focus();
  });
}
