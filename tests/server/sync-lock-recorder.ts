import {
  AliasNode,
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  OperatorNode,
  ParensNode,
  PrimitiveValueListNode,
  RawNode,
  ReferenceNode,
  TableNode,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  type KyselyPlugin,
  type OperationNode,
} from 'kysely';

/**
 * The row locks a database handle's statements take, in order, as the lock-order test
 * (sync-lock-order.test.ts) reads them: an UPDATE or DELETE locks the rows it matches, an
 * upsert (INSERT … ON CONFLICT DO UPDATE) the row it meets, and the change log's raw UPDATE its
 * lock row. A plain INSERT makes a new row nobody else waits for (a key sent twice collides and
 * rolls back: run-batch.ts), so it is not counted. Which rows: the `id` (or, for hut_settings,
 * `company_id`) the statement's WHERE names with = or IN; '?' when it names them otherwise.
 */
export interface LockStatement {
  table: string;
  rows: string[];
}

export class LockRecorder implements KyselyPlugin {
  readonly statements: LockStatement[] = [];
  /** Savepoints seen: a push that ran twice (a refusal, a lost race) is no single transaction. */
  savepoints = 0;

  transformQuery: KyselyPlugin['transformQuery'] = (args) => {
    const taken = lockOf(args.node);
    if (taken) this.statements.push(taken);
    if (RawNode.is(args.node) && /^\s*savepoint/i.test(args.node.sqlFragments.join(''))) {
      this.savepoints += 1;
    }
    return args.node;
  };

  transformResult: KyselyPlugin['transformResult'] = (args) => Promise.resolve(args.result);

  /** The statements since the last call, and a fresh start. */
  take(): { statements: LockStatement[]; savepoints: number } {
    const taken = { statements: this.statements.splice(0), savepoints: this.savepoints };
    this.savepoints = 0;
    return taken;
  }
}

const KEY_COLUMN: Record<string, string> = { hut_settings: 'company_id' };

function lockOf(node: OperationNode): LockStatement | undefined {
  if (UpdateQueryNode.is(node) || DeleteQueryNode.is(node)) {
    const target = UpdateQueryNode.is(node) ? node.table : node.from.froms[0];
    const table = target && tableName(target);
    if (!table) return undefined;
    const where = node.where?.where;
    return { table, rows: (where && keys(where, KEY_COLUMN[table] ?? 'id')) ?? ['?'] };
  }
  if (InsertQueryNode.is(node) && node.onConflict && !node.onConflict.doNothing) {
    const table = node.into && tableName(node.into);
    return table ? { table, rows: ['?'] } : undefined;
  }
  if (RawNode.is(node)) {
    const text = node.sqlFragments.join('?');
    const table = /^\s*update\s+"?(\w+)"?/i.exec(text)?.[1];
    return table ? { table, rows: ['?'] } : undefined;
  }
  return undefined;
}

function tableName(node: OperationNode): string | undefined {
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableName(node.node);
  return undefined;
}

function columnName(node: OperationNode): string | undefined {
  if (ColumnNode.is(node)) return node.column.name;
  if (ReferenceNode.is(node) && ColumnNode.is(node.column)) return node.column.column.name;
  return undefined;
}

/**
 * The values the condition pins `column` to, through ANDs (any one conjunct that pins it is
 * enough); undefined when none does (an OR, a subquery).
 */
function keys(node: OperationNode, column: string): string[] | undefined {
  if (AndNode.is(node)) return keys(node.left, column) ?? keys(node.right, column);
  if (ParensNode.is(node)) return keys(node.node, column);
  if (!BinaryOperationNode.is(node) || columnName(node.leftOperand) !== column) return undefined;
  const op = OperatorNode.is(node.operator) ? node.operator.operator : undefined;
  const right = node.rightOperand;
  if (op === '=' && ValueNode.is(right)) return [String(right.value)];
  if (op !== 'in') return undefined;
  if (PrimitiveValueListNode.is(right)) return right.values.map(String);
  if (ValueListNode.is(right)) {
    const values = right.values.map((v) => (ValueNode.is(v) ? String(v.value) : undefined));
    return values.every((v) => v !== undefined) ? values : undefined;
  }
  return undefined;
}
