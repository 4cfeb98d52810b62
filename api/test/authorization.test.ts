import { defineRoleMatrix } from './role-matrix.ts';

// Every operation, by each role and transport (the first half; the other is in authorization-more).
defineRoleMatrix(0);
