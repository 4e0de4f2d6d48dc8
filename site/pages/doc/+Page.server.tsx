import type { ReactNode } from 'react';
import { useData } from 'vike-react/useData';
import { DocPage } from '../../components/DocPage.tsx';
import { loadManifest } from '../../lib/bundle.ts';
import type { Data } from './+data.ts';

export function Page(): ReactNode {
  const { page, spec } = useData<Data>();
  return <DocPage page={page} manifest={loadManifest()} spec={spec} />;
}
