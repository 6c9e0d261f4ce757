/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCRIPT_MANIFEST, scriptHash } from '../server/src/services/site/csp';
import { writeScriptManifest } from './script-manifest';

describe('writeScriptManifest (the inline scripts a page may run)', () => {
  it("lists the build's own scripts from the scripts slice, never a script found in a page", () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'uyut-site-'));
    mkdirSync(join(siteDir, '_gatsby', 'slices'), { recursive: true });
    const slice =
      '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script><script>window.___webpackCompilationHash="abc";</script><script src="/app.js"></script>';
    writeFileSync(join(siteDir, '_gatsby', 'slices', '_gatsby-scripts-1.html'), slice);
    writeFileSync(join(siteDir, 'index.html'), '<script>alert(1)</script>');

    const manifest = writeScriptManifest({ siteDir, apiUrl: undefined });

    expect(JSON.parse(readFileSync(join(siteDir, SCRIPT_MANIFEST), 'utf8'))).toEqual(manifest);
    expect(manifest.scriptHashes).toEqual(
      expect.arrayContaining([scriptHash('window.___chunkMapping="{}";'), scriptHash('window.___webpackCompilationHash="abc";')]),
    );
    expect(manifest.scriptHashes).not.toContain(scriptHash('alert(1)'));
    expect(manifest.scriptHashes).toHaveLength(2);
    expect(manifest.connectSources).toEqual([]);
  });

  it('lets pages call the API origin the site was built for, when it is not their own', () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'uyut-site-'));
    expect(writeScriptManifest({ siteDir, apiUrl: 'https://api.uyut.bg/v2' }).connectSources).toEqual(['https://api.uyut.bg']);
    expect(writeScriptManifest({ siteDir, apiUrl: '' }).connectSources).toEqual([]);
  });
});
