// A semantic check of the security rules on the same parser as the syntax check
// (rules-parser.ts): every called function is declared in scope or is a rules built-in and gets
// its declared number of arguments; every name used is in scope (parameters, match wildcards,
// `let` bindings, request/resource, built-in namespaces); no two functions share a name in one
// scope. The emulator would find these on the first allowed request; this finds them in every
// `npm test`, where no emulator runs. The parser keeps no positions, so problems are placed by
// walking the source in step with the tree (both go in reading order).
import { parseRules } from './rules-parser.ts';

export interface SemanticProblem {
  line: number;
  message: string;
}

type Node = { type: string; [key: string]: unknown };

interface FunctionInfo {
  params: string[];
  line: number;
}

interface Scope {
  functions: Map<string, FunctionInfo>;
  names: Set<string>;
  parent: Scope | null;
}

/** Global functions of the rules language, with their number of arguments. */
const BUILT_IN_FUNCTIONS: Record<string, number> = {
  get: 1,
  exists: 1,
  getAfter: 1,
  existsAfter: 1,
  debug: 1,
  int: 1,
  float: 1,
  string: 1,
  path: 1,
  bool: 1,
};

/** Names every rule and function sees, per service. */
const GLOBAL_NAMES = ['request', 'resource', 'math', 'timestamp', 'duration', 'latlng', 'hashing', 'sets'];
const STORAGE_GLOBALS = ['firestore'];
/** Literals and the type names after `is`. */
const KEYWORDS = new Set([
  'true',
  'false',
  'null',
  'in',
  'is',
  'bool',
  'bytes',
  'float',
  'int',
  'list',
  'map',
  'number',
  'path',
  'string',
  'constraint',
  'set',
  'map_diff',
]);

/** The source with comments and string literals blanked (newlines kept), so searches find code only. */
function codeOnly(source: string): string {
  return source.replace(/\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, (match) =>
    match.startsWith('//') ? ' '.repeat(match.length) : `'${' '.repeat(match.length - 2)}'`,
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Identifiers an expression text uses as names (not member names, not inside string literals). */
function namesIn(text: string): string[] {
  const code = codeOnly(text);
  // In a path literal only the $( ) parts are expressions.
  const expressions = code.trimStart().startsWith('/')
    ? [...code.matchAll(/\$\(([^)]*)\)/g)].map((m) => m[1] ?? '')
    : [code];
  return expressions.flatMap((expression) =>
    [...expression.matchAll(/(?<![\w.$])([A-Za-z_]\w*)/g)].map((m) => m[1] ?? '').filter((name) => !KEYWORDS.has(name)),
  );
}

export function rulesSemanticProblems(source: string): SemanticProblem[] {
  const ast = parseRules(source) as Node;
  const code = codeOnly(source);
  const problems: SemanticProblem[] = [];
  let cursor = 0;

  const lineAt = (offset: number) => code.slice(0, offset).split('\n').length;
  /** Moves the cursor to the next occurrence of `pattern` and returns its line (the cursor's if none). */
  function locate(pattern: RegExp): number {
    const sticky = new RegExp(pattern.source, 'g');
    sticky.lastIndex = cursor;
    const match = sticky.exec(code);
    if (!match) return lineAt(cursor);
    cursor = match.index + match[0].length;
    return lineAt(match.index);
  }
  const report = (line: number, message: string) => problems.push({ line, message });

  const lookUpFunction = (scope: Scope | null, name: string): FunctionInfo | undefined =>
    scope ? (scope.functions.get(name) ?? lookUpFunction(scope.parent, name)) : undefined;
  const hasName = (scope: Scope | null, name: string): boolean =>
    scope ? scope.names.has(name) || hasName(scope.parent, name) : false;

  /** Declares the functions of one block (they are visible in the whole block, before and after). */
  function declareFunctions(nodes: Node[], scope: Scope): void {
    const saved = cursor;
    for (const node of nodes) {
      if (node.type !== 'function-declaration') continue;
      const name = String(node.name);
      const line = locate(new RegExp(`\\bfunction\\s+${escapeRegExp(name)}\\s*\\(`));
      const params = (node.params as string[] | null) ?? [];
      const earlier = scope.functions.get(name);
      if (earlier) report(line, `function ${name}() is declared twice in one scope (first on line ${earlier.line})`);
      else scope.functions.set(name, { params, line });
    }
    cursor = saved;
  }

  function expression(node: unknown, scope: Scope): void {
    if (Array.isArray(node)) return node.forEach((item) => expression(item, scope));
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    switch (n.type) {
      case 'text':
        for (const name of namesIn(String(n.text))) {
          const line = locate(new RegExp(`(?<![\\w.$])${escapeRegExp(name)}(?!\\w)`));
          if (!hasName(scope, name)) report(line, `'${name}' is not defined here`);
        }
        return;
      case 'function-call':
        return call(n, scope);
      case 'call':
        // receiver.member: the member (a method or a field) is not a name in scope.
        expression(n.left, scope);
        return member(n.right, scope);
      case 'operation':
        expression(n.left, scope);
        return expression(n.right, scope);
      case 'connection':
        return expression(n.content, scope);
      default:
        return expression(n.content, scope);
    }
  }

  function member(node: unknown, scope: Scope): void {
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (n.type === 'function-call') {
      locate(new RegExp(`${escapeRegExp(String(n.name))}\\s*\\(`));
      expression(n.params, scope);
    } else if (n.type === 'call') {
      member(n.left, scope);
      member(n.right, scope);
    } else if (n.type === 'text') {
      locate(new RegExp(escapeRegExp(String(n.text).trim())));
    }
  }

  function call(n: Node, scope: Scope): void {
    const name = String(n.name);
    const args = (n.params as unknown[] | null) ?? [];
    const line = locate(new RegExp(`(?<![\\w.$])${escapeRegExp(name)}\\s*\\(`));
    if (name.includes('.')) {
      // A method of a value: its receiver is a name in scope.
      const receiver = name.slice(0, name.indexOf('.'));
      if (!hasName(scope, receiver)) report(line, `'${receiver}' is not defined here (in ${name}())`);
    } else {
      const declared = lookUpFunction(scope, name);
      const arity = declared ? declared.params.length : BUILT_IN_FUNCTIONS[name];
      if (arity === undefined) report(line, `${name}() is not declared in scope and is not a rules built-in`);
      else if (args.length !== arity) {
        const signature = declared ? `${name}(${declared.params.join(', ')})` : `${name}()`;
        report(line, `${signature} takes ${arity} argument${arity === 1 ? '' : 's'}, called with ${args.length}`);
      }
    }
    expression(args, scope);
  }

  function block(nodes: Node[], scope: Scope): void {
    declareFunctions(nodes, scope);
    for (const node of nodes) {
      if (node.type === 'function-declaration') {
        const inner: Scope = {
          functions: new Map(),
          names: new Set((node.params as string[] | null) ?? []),
          parent: scope,
        };
        locate(new RegExp(`\\bfunction\\s+${escapeRegExp(String(node.name))}\\s*\\(`));
        for (const statement of (node.content as Node[]) ?? []) {
          if (statement.type === 'variable-declaration') {
            locate(new RegExp(`\\blet\\s+${escapeRegExp(String(statement.name))}\\b`));
            expression(statement.content, inner);
            inner.names.add(String(statement.name));
          } else expression(statement, inner);
        }
      } else if (node.type === 'match') {
        const path = String(node.path);
        locate(new RegExp(`\\bmatch\\s+${escapeRegExp(path)}`));
        const wildcards = [...path.matchAll(/\{(\w+)(?:=\*\*)?\}/g)].map((m) => m[1] ?? '');
        block((node.content as Node[]) ?? [], { functions: new Map(), names: new Set(wildcards), parent: scope });
      } else if (node.type === 'allow') {
        locate(/\ballow\b/);
        expression(node.content, scope);
      }
    }
  }

  for (const service of ((ast.content as Node[]) ?? []).filter((node) => node.type === 'service')) {
    const head = (service.head as string[]).join(' ');
    const globals = [...GLOBAL_NAMES, ...(head.includes('storage') ? STORAGE_GLOBALS : [])];
    locate(/\bservice\b/);
    block((service.content as Node[]) ?? [], { functions: new Map(), names: new Set(globals), parent: null });
  }
  return problems.sort((a, b) => a.line - b.line);
}
