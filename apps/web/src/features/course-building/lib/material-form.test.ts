import { describe, expect, it } from 'vitest';
import { embedUrl, emptyMaterial, formToMaterialInput, validateMaterialForm, type MaterialFormValues } from './material-form.ts';

const messages = { time: 'bad time', link: 'need link', body: 'need text', file: 'need file' };
const form = (over: Partial<MaterialFormValues>): MaterialFormValues => ({ ...emptyMaterial(), Name: 'Intro', ...over });

describe('formToMaterialInput', () => {
  it('should send the expected time in seconds and only the field of the chosen kind', () => {
    expect(formToMaterialInput(form({ Kind: 'video-link', Link: ' https://youtu.be/abcdefgh ', Body: '<p>x</p>', ExpectedTime: '12:30' }))).toEqual({
      Name: 'Intro', Kind: 'video-link', Link: 'https://youtu.be/abcdefgh', Body: '', Description: '', ExpectedSeconds: 750,
    });
    expect(formToMaterialInput(form({ Kind: 'richtext', Link: 'https://x.y', Body: '<p>x</p>' }))).toMatchObject({ Link: null, Body: '<p>x</p>', ExpectedSeconds: 0 });
  });
});

describe('validateMaterialForm', () => {
  it('should accept a complete material of each kind', () => {
    expect(validateMaterialForm(form({ Body: '<p>ERP</p>', ExpectedTime: '05:00' }), false, messages)).toEqual({});
    expect(validateMaterialForm(form({ Kind: 'video-link', Link: 'https://youtu.be/abcdefgh' }), false, messages)).toEqual({});
    expect(validateMaterialForm(form({ Kind: 'pdf' }), true, messages)).toEqual({});
  });

  it('should name each missing or wrong field when the form is incomplete', () => {
    expect(validateMaterialForm(form({ Name: '', Body: '<p> </p>', ExpectedTime: '5:75' }), false, messages)).toMatchObject({ Name: expect.any(String), Body: 'need text', ExpectedTime: 'bad time' });
    expect(validateMaterialForm(form({ Kind: 'video-link' }), false, messages)).toMatchObject({ Link: 'need link' });
    expect(validateMaterialForm(form({ Kind: 'video-link', Link: 'javascript:alert(1)' }), false, messages).Link).toBeTruthy();
    expect(validateMaterialForm(form({ Kind: 'video-upload' }), false, messages)).toMatchObject({ File: 'need file' });
  });
});

describe('embedUrl', () => {
  it('should turn YouTube and Vimeo addresses into their embeddable players', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedUrl('https://www.youtube-nocookie.com/embed/abc123XYZ')).toBe('https://www.youtube-nocookie.com/embed/abc123XYZ');
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('should give null for other sites and unreadable addresses', () => {
    expect(embedUrl('https://example.com/video.mp4')).toBeNull();
    expect(embedUrl('not a url')).toBeNull();
    expect(embedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});
