/** A target of issue 9 with the measured value: printed with pass or miss, never asserted. */
export interface Goal {
  name: string;
  value: string;
  goal: string;
  pass: boolean;
}

/** Prints the goals as a table. */
export function printGoals(goals: Goal[]): void {
  if (goals.length === 0) return;
  const width = Math.max(...goals.map((g) => g.name.length));
  console.log('\nTargets (printed, not asserted):');
  for (const g of goals)
    console.log(`  ${g.name.padEnd(width)}  ${g.value.padStart(12)}  ${g.goal.padEnd(10)}  ${g.pass ? 'pass' : 'MISS'}`);
}
