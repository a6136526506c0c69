import { describe, expect, it } from 'vitest';
import { providedVersions, sharedProblems } from './shared';

describe('the shared contract', () => {
  const shell = providedVersions([
    { name: 'antd', version: '6.6.8' },
    { name: 'react', version: '19.3.1' },
    { name: 'shared-ui/session', version: '1.1.0' },
  ]);

  it('accepts a remote whose ranges the shell’s versions meet', () => {
    expect(
      sharedProblems(
        [
          { name: 'antd', requiredVersion: '^6.1.0' },
          { name: 'react', requiredVersion: '^19.3.1' },
          { name: 'shared-ui/session', requiredVersion: '^1.0.0' },
        ],
        shell,
      ),
    ).toEqual([]);
  });

  it('names each library the shell cannot give in the version asked for', () => {
    expect(
      sharedProblems(
        [
          { name: 'antd', requiredVersion: '^7.0.0' },
          { name: 'shared-ui/session', requiredVersion: '^1.2.0' },
          { name: 'react', requiredVersion: '^19.0.0' },
        ],
        shell,
      ),
    ).toEqual([
      'antd: pide ^7.0.0 y la shell ofrece 6.6.8',
      'shared-ui/session: pide ^1.2.0 y la shell ofrece 1.1.0',
    ]);
  });

  it('leaves alone what the shell does not provide (the remote brings its own)', () => {
    expect(
      sharedProblems([{ name: '@ant-design/plots', requiredVersion: '^9.0.0' }], shell),
    ).toEqual([]);
    expect(sharedProblems([{ name: 'antd', requiredVersion: false }], shell)).toEqual([]);
  });
});
