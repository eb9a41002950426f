import { describe, expect, it } from 'vitest';
import type { ContentEntry, CourseContent, LockStatus } from '@app/contracts/courses';
import { apiAddress, flattenEntries, formatBytes, isContentUrl, neighbours, newRequestId, startUrl, videoEmbed } from './course-items.ts';

function entry(lessonId: number, type: ContentEntry['Type'], lock: LockStatus | null = null): ContentEntry {
  return {
    ID: lessonId * 10, LessonID: lessonId, Name: `${type} ${lessonId}`, Type: type, Material: type === 'material' ? 'richtext' : null,
    ExpectedComplitionTime: '05:00', WatchTime: 0, Progress: 0, LockStatus: lock, Description: '', Url: `${lessonId}-${type}`, Questions: [], Title: `Lesson ${lessonId}`,
  };
}
function course(nextUrl: string | null = '1-test'): Pick<CourseContent, 'Lessons' | 'NextUrl'> {
  return {
    NextUrl: nextUrl,
    Lessons: [
      // Out of order on purpose: the player follows Position.
      { LessonID: 2, Title: 'Two', Position: 2, Locked: true, Finished: false, Contents: [entry(2, 'material', 'lock-on'), entry(2, 'test', 'lock-on')] },
      { LessonID: 1, Title: 'One', Position: 1, Locked: false, Finished: false, Contents: [entry(1, 'material', 'check-circle'), entry(1, 'test'), entry(1, 'assignment')] },
    ],
  };
}

describe('course items', () => {
  it('should list items lesson by lesson in position order when flattened', () => {
    expect(flattenEntries(course()).map((e) => e.Url)).toEqual(['1-material', '1-test', '1-assignment', '2-material', '2-test']);
  });

  it('should give the previous and next item, locked ones included, when an item is open', () => {
    const n = neighbours(course(), '1-assignment');
    expect(n.previous?.Url).toBe('1-test');
    expect(n.next).toMatchObject({ Url: '2-material', LockStatus: 'lock-on' });
    expect(n).toMatchObject({ index: 2, total: 5 });
    expect(neighbours(course(), '1-material').previous).toBeNull();
    expect(neighbours(course(), '2-test').next).toBeNull();
  });

  it('should start at the next step, else at the first open item, when the address names no item', () => {
    expect(startUrl(course('1-test'))).toBe('1-test');
    expect(startUrl(course(null))).toBe('1-material');
  });

  it('should accept only {lessonId}-{type} addresses', () => {
    expect(isContentUrl('12-material')).toBe(true);
    expect(isContentUrl('12-assignment')).toBe(true);
    for (const bad of [undefined, '', 'next', '12-video', 'x-test', '12-test-1']) expect(isContentUrl(bad)).toBe(false);
  });

  it('should point API addresses at the configured API base when it is elsewhere', () => {
    expect(apiAddress('/api/course/1/lessons/2/material/stream?s=1', '/api')).toBe('/api/course/1/lessons/2/material/stream?s=1');
    expect(apiAddress('/api/course/1/x', 'https://api.example.com/v1')).toBe('https://api.example.com/v1/course/1/x');
    expect(apiAddress('https://www.youtube.com/watch?v=abc', '/x')).toBe('https://www.youtube.com/watch?v=abc');
  });
});

describe('videoEmbed', () => {
  it('should use the privacy-enhanced YouTube player for every form of YouTube address', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoEmbed(link), link).toEqual({ provider: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0' });
    }
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ', 75.6)?.src).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&start=75');
  });

  it('should use Vimeo without tracking, keeping the private hash and the start time', () => {
    expect(videoEmbed('https://vimeo.com/76979871')).toEqual({ provider: 'vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1' });
    expect(videoEmbed('https://vimeo.com/76979871/abcdef1234', 30)?.src).toBe('https://player.vimeo.com/video/76979871?dnt=1&h=abcdef1234#t=30s');
    expect(videoEmbed('https://player.vimeo.com/video/76979871?h=0a1b2c3d4e')?.src).toBe('https://player.vimeo.com/video/76979871?dnt=1&h=0a1b2c3d4e');
  });

  it('should not embed other sites or malformed addresses', () => {
    for (const link of ['https://example.com/video.mp4', 'javascript:alert(1)', 'not a url', 'https://www.youtube.com/watch', 'https://evil.com/youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ']) {
      expect(videoEmbed(link), link).toBeNull();
    }
  });
});

describe('helpers', () => {
  it('should make RFC 4122 version 4 request ids, also without crypto.randomUUID', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newRequestId()).toMatch(v4);
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = newRequestId();
      expect(a).toMatch(v4);
      expect(newRequestId()).not.toBe(a);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('should write sizes for people', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(formatBytes(1536, 'de')).toBe('1,5 KB');
  });
});
