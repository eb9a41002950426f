import { describe, expect, it } from 'vitest';
import { courseInitials, firstContentUrl, minutesOf, nextStep, secondsOf } from './outline.ts';

describe('secondsOf', () => {
  it('should read mm:ss, minutes above 59 included', () => {
    expect(secondsOf('12:30')).toBe(750);
    expect(secondsOf('90:05')).toBe(5405);
    expect(secondsOf('00:00')).toBe(0);
  });

  it('should give 0 when the text is not a time', () => {
    expect(secondsOf('')).toBe(0);
    expect(secondsOf('1:75')).toBe(0);
    expect(secondsOf('abc')).toBe(0);
  });
});

describe('minutesOf', () => {
  it('should round up so a short item still counts a minute', () => {
    expect(minutesOf(20)).toBe(1);
    expect(minutesOf(600)).toBe(10);
    expect(minutesOf(0)).toBe(0);
  });
});

describe('nextStep', () => {
  it('should offer Start before any progress, Continue part-way and Review when completed', () => {
    expect(nextStep({ status: 'incomplete', Progress: 0, NextUrl: '4-material' })).toBe('start');
    expect(nextStep({ status: 'in-progress', Progress: 20, NextUrl: '6-material' })).toBe('continue');
    expect(nextStep({ status: 'completed', Progress: 100, NextUrl: null })).toBe('review');
  });

  it('should offer Review when nothing is left to open even before completion', () => {
    expect(nextStep({ status: 'in-progress', Progress: 90, NextUrl: null })).toBe('review');
  });
});

describe('firstContentUrl', () => {
  it('should point at the first item of the first lesson that has one', () => {
    expect(firstContentUrl([{ LessonID: 3, Items: [] }, { LessonID: 4, Items: [{ Type: 'test' }, { Type: 'assignment' }] }])).toBe('4-test');
    expect(firstContentUrl([])).toBeNull();
  });
});

describe('courseInitials', () => {
  it('should take the first letters of the significant words, skipping small lower-case ones', () => {
    expect(courseInitials('Basics of ERP')).toBe('BE');
    expect(courseInitials('SAP FICO Basics')).toBe('SF');
    expect(courseInitials('Order-to-cash in S/4HANA')).toBe('OS');
  });

  it('should fall back to the first words when none is capitalised, and to ? when empty', () => {
    expect(courseInitials('intro to erp')).toBe('IT');
    expect(courseInitials('   ')).toBe('?');
  });
});
