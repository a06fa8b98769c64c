// Operator CLI: a thin client of the operator API. Commands arrive with the operator issues.
console.error('Usage: npm run admin -- <command> (no commands yet)');
process.exit(2);
