import { describe, expect, it } from 'vitest';
import { manifestUrlToFile, parsePrecacheManifest } from './precache';

describe('parsePrecacheManifest', () => {
  it('reads the JSON form vite-plugin-pwa injects', () => {
    const sw =
      'import{precacheAndRoute as e}from"workbox-precaching";e([{"revision":"3ca0b8505b4bec776b69afdba2768812","url":"index.html"},' +
      '{"revision":null,"url":"assets/index-BvN1x2.js"},{"revision":"a1","url":"icons/icon-192.png"}]);';
    expect(parsePrecacheManifest(sw)).toEqual([
      { url: 'index.html', revision: '3ca0b8505b4bec776b69afdba2768812' },
      { url: 'assets/index-BvN1x2.js', revision: null },
      { url: 'icons/icon-192.png', revision: 'a1' },
    ]);
  });

  it('reads minified object literals in either key order and quote style', () => {
    const sw =
      "var a=[{url:'main.css',revision:'r1'},{revision:null,url:\"assets/x.js\"},{revision:void 0,url:`assets/y.js`}];" +
      'function f(n){return{url:n,revision:null}}fetch({url:"/api/ping",method:"GET"});';
    expect(parsePrecacheManifest(sw).map((e) => e.url)).toEqual(['main.css', 'assets/x.js', 'assets/y.js']);
  });

  it('decodes escapes and drops duplicates', () => {
    const sw = '[{"revision":"1","url":"assets\\/%EA%B0%80.js"},{"revision":"1","url":"assets\\/%EA%B0%80.js"},{"revision":"2","url":"a\\u0062c.png"}]';
    expect(parsePrecacheManifest(sw)).toEqual([
      { url: 'assets/%EA%B0%80.js', revision: '1' },
      { url: 'abc.png', revision: '2' },
    ]);
  });

  it('reads a manifest wrapped in a JSON.parse string', () => {
    const sw = `e(JSON.parse('[{\\"revision\\":\\"r\\",\\"url\\":\\"index.html\\"},{\\"revision\\":null,\\"url\\":\\"a.js\\"}]'))`;
    expect(parsePrecacheManifest(sw).map((e) => e.url)).toEqual(['index.html', 'a.js']);
  });

  it('falls back to bare url properties', () => {
    expect(parsePrecacheManifest('e(["x",{url:"only.js"}])')).toEqual([{ url: 'only.js', revision: null }]);
  });

  it('finds nothing in a worker without a manifest', () => {
    expect(parsePrecacheManifest('self.addEventListener("fetch",()=>{})')).toEqual([]);
  });
});

describe('manifestUrlToFile', () => {
  it('maps manifest URLs to paths in dist', () => {
    expect(manifestUrlToFile('assets/a.js')).toBe('assets/a.js');
    expect(manifestUrlToFile('/assets/a.js?v=1#x')).toBe('assets/a.js');
    expect(manifestUrlToFile('./index.html')).toBe('index.html');
    expect(manifestUrlToFile('/')).toBe('index.html');
    expect(manifestUrlToFile('/app/assets/a.js', '/app/')).toBe('assets/a.js');
    expect(manifestUrlToFile('assets/%EA%B0%80.js')).toBe('assets/가.js');
    expect(manifestUrlToFile('https://cdn.example/x.js')).toBeNull();
    expect(manifestUrlToFile('//cdn.example/x.js')).toBeNull();
  });
});
