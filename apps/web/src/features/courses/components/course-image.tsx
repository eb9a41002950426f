import { useState } from 'react';
import { courseInitials } from '../lib/outline.ts';
import classes from './courses.module.css';

const GRADIENTS = [
  ['blue-8', 'cyan-7'], ['teal-8', 'green-7'], ['indigo-8', 'blue-6'], ['grape-8', 'pink-7'], ['violet-8', 'indigo-6'], ['cyan-8', 'teal-6'],
] as const;

/**
 * A course's cover picture, decorative (the title is next to it); a course without one, or whose picture
 * fails to load, gets a coloured panel with its initials.
 */
export function CourseImage({ src, title, seed, className }: { src: string | null; title: string; seed: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img src={src} alt="" className={`${classes.cover} ${className ?? ''}`} loading="lazy" onError={() => setFailed(true)} />;
  }
  const [from, to] = GRADIENTS[Math.abs(seed) % GRADIENTS.length]!;
  return (
    <div
      aria-hidden
      className={`${classes.placeholder} ${className ?? ''}`}
      style={{ background: `linear-gradient(135deg, var(--mantine-color-${from}), var(--mantine-color-${to}))` }}
    >
      <span className={classes.placeholderInitials}>{courseInitials(title)}</span>
    </div>
  );
}
