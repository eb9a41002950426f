import { useState } from 'react';
import classes from './media.module.css';
import { apiUrl } from '../api/media-api.ts';

/** A poster or thumbnail; the title on a gradient when there is none or it cannot load (offline, removed video). */
export function Thumb({ src, label, small }: { src: string | null; label: string; small?: boolean }) {
  const [failed, setFailed] = useState(false);
  const wrap = small ? classes.smallThumb : undefined;
  if (!src || failed) {
    return <div className={`${classes.thumbFallback} ${wrap ?? ''}`} aria-hidden style={small ? { fontSize: 10 } : undefined}>{small ? '' : label}</div>;
  }
  return <img className={`${classes.thumb} ${wrap ?? ''}`} src={apiUrl(src)} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
