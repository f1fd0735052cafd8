import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { codeOfErrorMessage, ERROR_MESSAGES, errorMessageOf } from './error-messages';

const BACKEND = join(__dirname, '../../../../backend/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The helpers of common/domain-error.ts (`conflict(code, message)`…): name → index of the message. */
function errorHelpers(): Map<string, number> {
  const file = join(BACKEND, 'common/domain-error.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const helpers = new Map([['DomainError', 2]]);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (!value || !ts.isArrowFunction(value) || !ts.isIdentifier(declaration.name)) continue;
      const names = value.parameters.map((parameter) => parameter.name.getText(source));
      if (names[0] === 'code' && names.includes('message')) {
        helpers.set(declaration.name.text, names.indexOf('message'));
      }
    }
  }
  return helpers;
}

/** The sentences a message can be: a string literal, either side of a `? :`, literals joined by `+`. */
function sentencesOf(node: ts.Expression): { sentences: string[]; built: boolean } {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return { sentences: [node.text], built: false };
  }
  if (ts.isParenthesizedExpression(node)) return sentencesOf(node.expression);
  if (ts.isConditionalExpression(node)) {
    const [yes, no] = [sentencesOf(node.whenTrue), sentencesOf(node.whenFalse)];
    return { sentences: [...yes.sentences, ...no.sentences], built: yes.built || no.built };
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [sentencesOf(node.left), sentencesOf(node.right)];
    if (!left.built && !right.built && left.sentences.length === 1 && right.sentences.length === 1) {
      return { sentences: [left.sentences[0] + right.sentences[0]], built: false };
    }
  }
  return { sentences: [], built: true };
}

/** Every code the backend raises (as a literal), with the fixed sentences it says for it. */
function backendMessages(): Map<string, Set<string>> {
  const helpers = errorHelpers();
  const said = new Map<string, Set<string>>();
  for (const file of sourceFiles(BACKEND)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const call = ts.isCallExpression(node) || ts.isNewExpression(node) ? node : undefined;
      const name = call && ts.isIdentifier(call.expression) ? call.expression.text : undefined;
      const index = name === undefined ? undefined : helpers.get(name);
      const [code] = call?.arguments ?? [];
      if (index !== undefined && code && ts.isStringLiteral(code) && call?.arguments?.[index]) {
        const sentences = said.get(code.text) ?? new Set<string>();
        for (const sentence of sentencesOf(call.arguments[index]!).sentences) sentences.add(sentence);
        said.set(code.text, sentences);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return said;
}

const said = backendMessages();
const catalog = Object.values(ERROR_MESSAGES);

describe('the error messages’ English is the backend’s', () => {
  it('finds the backend’s codes', () => {
    expect(said.size).toBeGreaterThan(100);
    expect([...said.get('COUPON.INVALID')!]).toEqual(['Invalid or expired coupon code']);
  });

  it.each(catalog.map((message) => [message.id, message.defaultMessage] as const))(
    '%s says what the backend says',
    (id, english) => {
      const code = codeOfErrorMessage(id);
      expect(said.has(code)).toBe(true);
      expect([...said.get(code)!]).toContain(english);
    },
  );

  it('translates every fixed sentence of a translated code', () => {
    const translated = new Set(catalog.map((message) => codeOfErrorMessage(message.id)));
    const untranslated = [...translated].flatMap((code) =>
      [...said.get(code)!]
        .filter((sentence) => !errorMessageOf(code, sentence))
        .map((sentence) => `${code}: ${sentence}`),
    );
    expect(untranslated).toEqual([]);
  });
});
