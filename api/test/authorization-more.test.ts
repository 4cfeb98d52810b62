import { defineRoleMatrix } from './role-matrix.ts';

// The role matrix's second half, in a file of its own so the two test workers share the matrix.
defineRoleMatrix(1);
