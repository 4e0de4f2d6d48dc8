/** Every code-sample rule that runs on a page; their metadata is in meta.ts. */
import type { MarkdownRule } from '../markdown/types.ts';
import { cxmlAttribute } from './cxml-attribute.ts';
import { cxmlDialLimit } from './cxml-dial-limit.ts';
import { cxmlElement } from './cxml-element.ts';
import { cxmlSyntax } from './cxml-syntax.ts';
import { swml } from './swml.ts';

export const SAMPLE_RULE_LIST: readonly MarkdownRule[] = [swml, cxmlSyntax, cxmlElement, cxmlAttribute, cxmlDialLimit];
