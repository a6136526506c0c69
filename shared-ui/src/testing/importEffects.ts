// What a module does when it is imported, beyond defining things. A bundler told that a package has
// no side effects (package.json's `sideEffects`, or a build rule) drops each of its modules that an
// app imports without using: whatever such a module did at import time would then not happen.
import ts from 'typescript';

/** Whether a top-level statement only defines (imports, exports, types, functions, classes...). */
function defines(statement: ts.Statement, own: Set<string>): boolean {
  if (
    ts.isImportDeclaration(statement) ||
    ts.isExportDeclaration(statement) ||
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement) ||
    ts.isExportAssignment(statement)
  ) {
    // `import './x'` is there for what x does when imported.
    return !ts.isImportDeclaration(statement) || statement.importClause !== undefined;
  }
  // `const x = ...` defines too: what it calls at import time is the module's own business.
  if (ts.isVariableStatement(statement)) return true;
  // `Form.List = List`: a property of the module's own value, as compiled libraries attach them.
  if (!ts.isExpressionStatement(statement)) return false;
  const { expression } = statement;
  return (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isPropertyAccessExpression(expression.left) &&
    ts.isIdentifier(expression.left.expression) &&
    own.has(expression.left.expression.text)
  );
}

/** The names a module declares at its top level. */
function ownNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const { name } of statement.declarationList.declarations) {
        if (ts.isIdentifier(name)) names.add(name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The first line of each top-level statement of a module (TS or JS) that does something. */
export function importEffects(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const own = ownNames(source);
  return source.statements
    .filter((statement) => !defines(statement, own))
    .map((statement) => statement.getText(source).split('\n')[0] ?? '');
}
