/** A short, readable summary of a user agent ("Chrome 131 on Windows"); the raw text when unknown. */
export function describeUserAgent(ua: string): string {
  if (!ua) return '';
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+).*Safari\//],
  ];
  const systems: [string, RegExp][] = [
    ['Android', /Android/],
    ['iOS', /iPhone|iPad|iPod/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['ChromeOS', /CrOS/],
    ['Linux', /Linux/],
  ];
  const browser = browsers.map(([name, re]) => [name, re.exec(ua)?.[1]] as const).find(([, v]) => v);
  const os = systems.find(([, re]) => re.test(ua))?.[0];
  if (!browser) return ua.length > 60 ? `${ua.slice(0, 57)}…` : ua;
  const b = `${browser[0]} ${browser[1]}`;
  return os ? `${b} · ${os}` : b;
}
