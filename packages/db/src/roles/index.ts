export {
  type ApplicationRolesOptions,
  applicationRoleTimeouts,
  applyApplicationRoles,
  type DatabaseLogin,
  defaultRoleName,
  listUngrantedTables,
  queueSchema,
} from './apply-roles.ts';
export { databasePasswordVariable, databaseRolesEnv, readDatabaseRoles } from './roles-env.ts';
export {
  type ApplicationService,
  applicationServices,
  type TableGrants,
  type TablePrivilege,
  tableGrants,
} from './table-grants.ts';
