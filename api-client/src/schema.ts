/**
 * GENERATED from docs/openapi.json by `npm run generate:client` (openapi-typescript): do not edit.
 * Change the API's DTOs, then `npm run build -w api && npm run openapi -w api && npm run generate:client`.
 */
export interface paths {
  '/api/admin/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['jobs_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/jobs/{queue}/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['jobs_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/alerts/active': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['alerts_active'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/announcements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['announcements_listGlobal'];
    put?: never;
    post: operations['announcements_createGlobal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/announcements/{announcementId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['announcements_getGlobal'];
    put: operations['announcements_updateGlobal'];
    post?: never;
    delete: operations['announcements_removeGlobal'];
    options?: never;
    head?: never;
    patch: operations['announcements_patchGlobal'];
    trace?: never;
  };
  '/api/announcements/{announcementId}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['announcements_duplicateGlobal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/announcements/{announcementId}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['files_downloadGlobal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/announcements/{announcementId}/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['announcements_logsGlobal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/announcements/{announcementId}/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['templates_saveGlobalAsTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/announcements/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['announcementsBulk_runGlobal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/announcements/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['exports_announcementsGlobal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/announcements/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['import_import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/avatars/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['profile_image'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/csrf-cookie': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Imposta il cookie XSRF-TOKEN */
    get: operations['auth_csrfCookie'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/document-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['documentTypes_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/federation/releases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['releases_list'];
    put?: never;
    post: operations['releases_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/federation/releases/{id}/promote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['releases_promote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/federation/remotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['federation_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/federation/remotes/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['federation_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/federation/remotes/{name}/builtin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['releases_restoreBuiltin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/federation/remotes/{name}/pins/{projectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['releases_pin'];
    post?: never;
    delete: operations['releases_unpin'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/federation/remotes/{name}/rollback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['releases_rollback'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['files_uploadGlobal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['auth_forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['health_health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accesso */
    post: operations['auth_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logos/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['logos_image'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['auth_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['auth_profile'];
    put: operations['auth_updateProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['profile_upload'];
    delete: operations['profile_clear'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['mfa_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/mfa/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['mfa_disable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/mfa/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['mfa_enable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/mfa/recovery-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['mfa_regenerate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/mfa/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['mfa_setup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['auth_changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/profile/start-page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['home_startPage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['projects_list'];
    put?: never;
    post: operations['projects_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['projects_get'];
    put: operations['projects_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['projects_patch'];
    trace?: never;
  };
  '/api/projects/{projectId}/announcements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['announcements_listProject'];
    put?: never;
    post: operations['announcements_createLocal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/{announcementId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['announcements_getProject'];
    put: operations['announcements_updateProject'];
    post?: never;
    delete: operations['announcements_removeProject'];
    options?: never;
    head?: never;
    patch: operations['announcements_patchProject'];
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/{announcementId}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['announcements_duplicateProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/{announcementId}/eligible-clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['eligibility_forAnnouncement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/{announcementId}/eligible-clients/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['exports_eligibleClients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/{announcementId}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['files_downloadProject'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/{announcementId}/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['announcements_logsProject'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/{announcementId}/negotiations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['negotiationsBulk_open'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/{announcementId}/shares': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['public_list'];
    put?: never;
    post: operations['public_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/{announcementId}/shares/{shareId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['public_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/{announcementId}/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['templates_saveProjectAsTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['announcementsBulk_runProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/announcements/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['exports_announcements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/calls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['calls_list'];
    put?: never;
    post: operations['calls_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/calls/{callId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['calls_get'];
    put: operations['calls_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['calls_patch'];
    trace?: never;
  };
  '/api/projects/{projectId}/calls/{callId}/announcements/{announcementId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['calls_link'];
    delete: operations['calls_unlink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/calls/{callId}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['calls_archive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/calls/{callId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['calls_restore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/calls/{callId}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['calls_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/calls/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['callsBulk_run'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/calls/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['exports_calls'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/client-imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['clientImports_preview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/client-imports/{importId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['clientImports_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/client-imports/{importId}/commit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['clientImports_commit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/client-imports/{importId}/mapping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['clientImports_mapping'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/client-imports/{importId}/undo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['clientImports_undo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['clients_list'];
    put?: never;
    post: operations['clients_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['clients_get'];
    put: operations['clients_update'];
    post?: never;
    delete: operations['clients_remove'];
    options?: never;
    head?: never;
    patch: operations['clients_patch'];
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/de-minimis': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['stateAids_deMinimis'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['clientDocumentList_list'];
    put?: never;
    post: operations['clientDocumentList_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/documents/{slot}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['clientDocuments_upload'];
    delete: operations['clientDocuments_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/documents/{slot}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['clientDocuments_download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/documents/items/{documentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['clientDocumentList_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/documents/items/{documentId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['clientDocumentList_download'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/eligible-announcements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['eligibility_forClient'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['clients_log'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['notes_list'];
    put?: never;
    post: operations['notes_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/notes/{noteId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['notes_get'];
    put: operations['notes_update'];
    post?: never;
    delete: operations['notes_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/shares': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['public_listForClient'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/state-aids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['stateAids_list'];
    put?: never;
    post: operations['stateAids_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/state-aids/{aidId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['stateAids_get'];
    put: operations['stateAids_update'];
    post?: never;
    delete: operations['stateAids_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/state-aids/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['exports_stateAids'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/undertaking-operations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['undertakingOperations_list'];
    put?: never;
    post: operations['undertakingOperations_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/{clientId}/undertaking-operations/{operationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['undertakingOperations_get'];
    put: operations['undertakingOperations_update'];
    post?: never;
    delete: operations['undertakingOperations_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['clientsBulk_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/bulk/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['clientsBulk_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/bulk/managers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['clientsBulk_managers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/duplicates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['clients_duplicates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/clients/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['exports_clients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/federation/remotes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['releases_effective'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['files_uploadProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/home': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['home_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/home/seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['home_seen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/logos/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['logos_upload'];
    delete: operations['logos_clear'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/modules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['projects_modules'];
    put: operations['projects_setModules'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['negotiations_list'];
    put?: never;
    post: operations['negotiations_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/{negotiationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['negotiations_get'];
    put: operations['negotiations_update'];
    post?: never;
    delete: operations['negotiations_remove'];
    options?: never;
    head?: never;
    patch: operations['negotiations_patch'];
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/{negotiationId}/dossier': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['dossiers_get'];
    put?: never;
    post: operations['dossiers_build'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/{negotiationId}/dossier/items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['dossiers_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/{negotiationId}/dossier/items/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['dossiers_remove'];
    options?: never;
    head?: never;
    patch: operations['dossiers_patch'];
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/{negotiationId}/dossier/items/{itemId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['dossiers_download'];
    put?: never;
    post: operations['dossiers_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/{negotiationId}/dossier/links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['dossiers_links'];
    put?: never;
    post: operations['dossiers_createLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/{negotiationId}/dossier/links/{linkId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['dossiers_revokeLink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/{negotiationId}/dossier/zip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['dossiers_zip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/{negotiationId}/stage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['negotiations_move'];
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/board': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['negotiations_board'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/negotiations/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['exports_negotiations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/newsletter-subscribers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['subscribers_list'];
    put?: never;
    post: operations['subscribers_subscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/newsletter-subscribers/{subscriberId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['subscribers_get'];
    put?: never;
    post?: never;
    delete: operations['subscribers_unsubscribe'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/newsletters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['newsletters_list'];
    put?: never;
    post: operations['newsletters_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/newsletters/{newsletterId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['newsletters_get'];
    put: operations['newsletters_update'];
    post?: never;
    delete: operations['newsletters_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/newsletters/{newsletterId}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['newsletters_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/newsletters/{newsletterId}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['newsletters_preview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/newsletters/{newsletterId}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['newsletters_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/newsletters/client-update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['newsletters_clientUpdate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['notifications_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/notifications/{notificationId}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['notifications_read'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['notifications_readAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/notifications/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['notifications_unreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/referents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['referents_list'];
    put?: never;
    post: operations['referents_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/referents/{referentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['referents_get'];
    put: operations['referents_update'];
    post?: never;
    delete: operations['referents_remove'];
    options?: never;
    head?: never;
    patch: operations['referents_patch'];
    trace?: never;
  };
  '/api/projects/{projectId}/referents/{referentId}/access': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['referents_invite'];
    delete: operations['referents_removeAccess'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/referents/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['exports_referents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/saved-views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['savedViews_list'];
    put?: never;
    post: operations['savedViews_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/saved-views/{viewId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['savedViews_get'];
    put: operations['savedViews_update'];
    post?: never;
    delete: operations['savedViews_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['search_find'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['projects_settings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/state-aid-imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['stateAidImports_list'];
    put?: never;
    post: operations['stateAidImports_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/state-aid-imports/{importId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['stateAidImports_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['tasks_list'];
    put?: never;
    post: operations['tasks_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/{taskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['tasks_get'];
    put?: never;
    post?: never;
    delete: operations['tasks_remove'];
    options?: never;
    head?: never;
    patch: operations['tasks_update'];
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/assignees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['tasks_assignees'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/tasks/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['tasksBulk_run'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['templates_listProject'];
    put?: never;
    post: operations['templates_createProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/templates/{templateId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['templates_getProject'];
    put: operations['templates_updateProject'];
    post?: never;
    delete: operations['templates_removeProject'];
    options?: never;
    head?: never;
    patch: operations['templates_patchProject'];
    trace?: never;
  };
  '/api/projects/{projectId}/templates/{templateId}/announcements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['templates_announcementFromProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/templates/{templateId}/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['templates_logsProject'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['projects_users'];
    put?: never;
    post: operations['projectUsers_add'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['projectUsers_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/projects/{projectId}/users/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['projectUsers_invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/announcements/{announcementId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['public_view'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/announcements/{announcementId}/files/{fileId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['public_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/announcements/{announcementId}/interest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['newsletterPublic_interested'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/dossier': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['publicDossier_view'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/dossier/items/{itemId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['publicDossier_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/newsletter/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['newsletterPublic_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/newsletter/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['newsletterPublic_unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/public/newsletter/unsubscribe/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['newsletterPublic_oneClick'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/ateco': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['reference_ateco'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/ateco-recoding/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['reference_recoding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/ateco/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['reference_atecoCode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/comuni': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['reference_comuni'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/dropdowns/{list}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['reference_dropdown'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/foreign-states': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['reference_foreignStates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/legal-forms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['reference_legalForms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['reference_options'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/provinces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['reference_provinces'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reference/regions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['reference_regions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['auth_resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['auth_session'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['settings_alertList'];
    put?: never;
    post: operations['settings_createAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/alerts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['settings_getAlert'];
    put: operations['settings_updateAlert'];
    post?: never;
    delete: operations['settings_deleteAlert'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/document-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['documentTypes_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/document-types/{typeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['documentTypes_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/dropdowns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['settings_lists'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/dropdowns/{list}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['settings_values'];
    put?: never;
    post: operations['settings_createValue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/dropdowns/{list}/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['settings_getValue'];
    put: operations['settings_updateValue'];
    post?: never;
    delete: operations['settings_deleteValue'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/global-experts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['settings_globalExperts'];
    put?: never;
    post: operations['settings_createGlobalExpert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/global-experts/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['settings_updateGlobalExpert'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/global-experts/{userId}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['settings_activateGlobalExpert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/global-experts/{userId}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['settings_deactivateGlobalExpert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/security': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['mfa_settings'];
    put: operations['mfa_updateSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/standard-documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['settings_documents'];
    put?: never;
    post: operations['settings_createDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/standard-documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['settings_getDocument'];
    put: operations['settings_updateDocument'];
    post?: never;
    delete: operations['settings_deleteDocument'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/standard-documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['announcements_standardDocuments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['templates_listGlobal'];
    put?: never;
    post: operations['templates_createGlobal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/templates/{templateId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['templates_getGlobal'];
    put: operations['templates_updateGlobal'];
    post?: never;
    delete: operations['templates_removeGlobal'];
    options?: never;
    head?: never;
    patch: operations['templates_patchGlobal'];
    trace?: never;
  };
  '/api/templates/{templateId}/announcements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['templates_announcementFromGlobal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/templates/{templateId}/logs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['templates_logsGlobal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['users_list'];
    put?: never;
    post: operations['users_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['users_get'];
    put: operations['users_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: operations['users_patch'];
    trace?: never;
  };
  '/api/users/{userId}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['users_activate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['users_deactivate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}/mfa/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: operations['mfa_reset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ActiveAlertView: {
      alert: components['schemas']['AlertView'] | null;
    };
    AddProjectUserDto: {
      email?: string;
      user_id?: number;
    };
    AdministratorDto: {
      fiscal_code?: string | null;
      name: string;
      role?: string | null;
      start_date?: string | null;
      surname: string;
    };
    AdminUserPage: {
      data: components['schemas']['AdminUserView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    AdminUserView: {
      accepted: boolean;
      can_access_local_announcements: boolean;
      can_edit_global_setting: boolean;
      /** Format: date-time */
      created_at: string;
      email: string;
      fullName: string;
      id: number;
      logo: string | null;
      /** @description Verifica in due passaggi attiva (l'amministratore può azzerarla: POST /api/users/{id}/mfa/reset) */
      mfa_enabled: boolean;
      name: string;
      phone: string | null;
      projects: components['schemas']['UserProjectRefView'][];
      /** @enum {string} */
      status: 'active' | 'inactive';
      surname: string;
      /** @enum {string} */
      type: 'administrator' | 'local-administrator' | 'client-manager' | 'referent' | 'expert-announcement' | 'local-expert-announcement';
      /** Format: date-time */
      updated_at: string;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    AlertPage: {
      data: components['schemas']['AlertView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    AlertView: {
      active: boolean;
      content: string;
      /** Format: date-time */
      created_at: string;
      /** @description Mostrato ora: attivo e adesso in [starts_at, ends_at) */
      current: boolean;
      /** Format: date-time */
      ends_at: string | null;
      id: number;
      /** Format: date-time */
      starts_at: string;
      /** @enum {string} */
      type: 'info' | 'warning' | 'error';
      /** Format: date-time */
      updated_at: string;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    AnnouncementBodyDto: {
      aid_scheme_de_minimis?: boolean;
      aid_scheme_exemption?: boolean;
      aid_scheme_general_taxation?: boolean;
      aid_scheme_temporary_framework?: boolean;
      announcements_additional_documents?: components['schemas']['DocumentDto'][];
      /** @description ids of additional documents to remove */
      announcements_additional_documents_to_delete?: number[];
      announcements_areas_of_intervention?: string[];
      announcements_ateco_codes?: components['schemas']['AtecoEntryDto'][];
      announcements_company_dimensions?: string[];
      announcements_custom_fields?: components['schemas']['CustomFieldDto'][];
      announcements_expense_items?: components['schemas']['ExpenseItemDto'][];
      announcements_locations?: components['schemas']['LocationDto'][];
      announcements_other_attachments?: components['schemas']['DocumentDto'][];
      annual_volume_max?: number | null;
      annual_volume_min?: number | null;
      business_register?: string[];
      /**
       * @description Regolamento de minimis del bando
       * @enum {string|null}
       */
      de_minimis_regulation?: 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
      description?: string | null;
      eligible_expense_max?: number | null;
      eligible_expense_min?: number | null;
      /** @example 2026-06-30 */
      end_date?: string | null;
      evaluation_procedure?: string | null;
      facilitation_cumulability?: string | null;
      facilitation_intensity_of_help?: string | null;
      facilitation_relief?: string | null;
      fact_sheet?: string | null;
      female_enterprise?: boolean;
      grant_max?: number | null;
      grant_min?: number | null;
      include_ateco_codes?: boolean;
      /**
       * Format: uuid
       * @description uploaded file id of the information sheet
       */
      information_sheet?: string | null;
      information_sheet_delete?: boolean;
      interprofessional_fund?: string[];
      legal_form?: string[];
      link_regulatory?: string | null;
      name?: string | null;
      number_of_employees_max?: number | null;
      number_of_employees_min?: number | null;
      public_entity_enterprise?: boolean;
      /** @description Requisiti per cui il bando non pone alcun vincolo (nessun limite, tutte le dimensioni, tutti i settori) */
      requirements_without_limit?: (
        | 'number_of_employees_min'
        | 'number_of_employees_max'
        | 'year_of_establishment_min'
        | 'year_of_establishment_max'
        | 'annual_volume_min'
        | 'annual_volume_max'
        | 'announcements_company_dimensions'
        | 'announcements_ateco_codes'
      )[];
      /** @description ids of standard documents */
      standard_documents?: number[];
      /** @example 2026-01-31 */
      start_date?: string | null;
      /** @enum {string} */
      status?: 'draft' | 'published';
      /** @enum {string|null} */
      subscribed_to_cciaa?: 'yes' | 'no' | null;
      supplying_authority?: string | null;
      type_concessionary_financing?: boolean;
      type_fiscal_bonus?: boolean;
      type_interest_account?: boolean;
      type_non_repayable_fund?: boolean;
      type_warranty?: boolean;
      year_of_establishment_max?: number | null;
      year_of_establishment_min?: number | null;
      youth_enterprise?: boolean;
    };
    AnnouncementBulkDto: {
      /** @enum {string} */
      action: 'publish' | 'unpublish' | 'delete';
      /** @description Tutti i bandi della lista con questi filtri */
      filter?: components['schemas']['AnnouncementBulkFilterDto'];
      /** @description I bandi selezionati */
      ids?: number[];
    };
    AnnouncementBulkFilterDto: {
      /** @description comma separated, e.g. aid_scheme_de_minimis */
      aid_scheme?: string;
      /** @example 62.01.00 */
      ateco?: string;
      /** @example micro */
      company_dimension?: string;
      /** @example 2026-01-01 */
      deadline_from?: string;
      /** @example 2026-12-31 */
      deadline_to?: string;
      /** @description comma separated, e.g. type_non_repayable_fund,type_warranty */
      funding_type?: string;
      /** @example 03 */
      region?: string;
      /** @enum {string} */
      scope?: 'global' | 'local';
      search?: string;
      /** @enum {string} */
      sort?: 'current' | 'deadline' | 'deadline_desc' | 'relevance' | 'name' | 'updated';
      /** @enum {string} */
      state?: 'open' | 'forthcoming' | 'closed';
      /** @enum {string} */
      status?: 'draft' | 'published';
    };
    AnnouncementBulkResultView: {
      announcement_id: number;
      /** @description Il nome (null per un bando non trovato) */
      name: string | null;
      /** @enum {string} */
      outcome: 'done' | 'refused';
      /** @description Perché non è stato modificato (in italiano) */
      reason: string | null;
    };
    AnnouncementBulkView: {
      /** @enum {string} */
      action: 'publish' | 'unpublish' | 'delete';
      /** @description Record modificati */
      done: number;
      /** @description Record non modificati (con il motivo nel loro risultato) */
      refused: number;
      results: components['schemas']['AnnouncementBulkResultView'][];
      /** @description Record selezionati (ognuno una volta) */
      total: number;
    };
    AnnouncementDetailView: {
      aid_scheme_de_minimis: boolean;
      aid_scheme_exemption: boolean;
      aid_scheme_general_taxation: boolean;
      aid_scheme_temporary_framework: boolean;
      announcements_additional_documents: components['schemas']['AnnouncementDocumentView'][];
      /** @description Aree di intervento */
      announcements_areas_of_intervention: string[];
      announcements_ateco_codes: components['schemas']['AtecoRequirementView'][];
      /** @description Dimensioni d’impresa ammesse (vuoto: tutte) */
      announcements_company_dimensions: string[];
      announcements_custom_fields: components['schemas']['CustomFieldView'][];
      announcements_expense_items: components['schemas']['ExpenseItemDto'][];
      announcements_locations: components['schemas']['LocationView'][];
      announcements_other_attachments: components['schemas']['AnnouncementDocumentView'][];
      /** @description EUR */
      annual_volume_max: number | null;
      /** @description EUR */
      annual_volume_min: number | null;
      business_register: string[];
      can_delete: boolean;
      can_duplicate: boolean;
      /** Format: date-time */
      created_at: string;
      created_by: number | null;
      /**
       * @description Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
       * @enum {string|null}
       */
      de_minimis_regulation: 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
      description: string | null;
      /** @description Schede che l’utente può modificare */
      editable_tabs: ('generale' | 'requisiti' | 'voci_di_spesa' | 'documentazione' | 'altro')[];
      /** @description EUR */
      eligible_expense_max: number | null;
      /** @description EUR */
      eligible_expense_min: number | null;
      /** Format: date */
      end_date: string | null;
      /** @description Procedura di valutazione */
      evaluation_procedure: string | null;
      facilitation_cumulability: string | null;
      facilitation_intensity_of_help: string | null;
      facilitation_relief: string | null;
      /** @description Scheda sintetica */
      fact_sheet: string | null;
      female_enterprise: boolean;
      /** @description EUR */
      grant_max: number | null;
      /** @description EUR */
      grant_min: number | null;
      id: number;
      /** @description true: solo i codici elencati; false: tutti tranne quelli elencati */
      include_ateco_codes: boolean;
      /** @description Scheda informativa caricata */
      information_sheet: components['schemas']['FileInfoView'] | null;
      interprofessional_fund: string[];
      /** @description Forme giuridiche ammesse (codici ELF) */
      legal_form: string[];
      link_regulatory: string | null;
      name: string;
      number_of_employees_max: number | null;
      number_of_employees_min: number | null;
      /** @description Ambiente di un bando locale; null: globale */
      project_id: number | null;
      public_entity_enterprise: boolean;
      /** @description Requisiti per cui il bando non pone alcun vincolo: i sei limiti di dipendenti, anno di costituzione e fatturato, `announcements_company_dimensions` (tutte le dimensioni), `announcements_ateco_codes` (tutti i settori) */
      requirements_without_limit: string[];
      /** @enum {string} */
      scope: 'global' | 'local';
      /** @description Origine di un bando importato, es. `incentivi.gov.it` */
      source: string | null;
      /** @description Riga originale di un bando importato */
      source_data: {
        [key: string]: unknown;
      } | null;
      /** @description Id del bando nella fonte */
      source_id: string | null;
      standard_documents: components['schemas']['AnnouncementStandardDocumentView'][];
      /** Format: date */
      start_date: string | null;
      /**
       * @description Aperto, in arrivo o chiuso secondo le date (oggi in Italia)
       * @enum {string}
       */
      state: 'open' | 'forthcoming' | 'closed';
      /** @enum {string} */
      status: 'draft' | 'published';
      /** @enum {string|null} */
      subscribed_to_cciaa: 'yes' | 'no' | null;
      /** @description Ente erogatore */
      supplying_authority: string | null;
      type_concessionary_financing: boolean;
      type_fiscal_bonus: boolean;
      type_interest_account: boolean;
      type_non_repayable_fund: boolean;
      type_warranty: boolean;
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
      year_of_establishment_max: number | null;
      year_of_establishment_min: number | null;
      youth_enterprise: boolean;
    };
    AnnouncementDocumentView: {
      file: components['schemas']['FileInfoView'] | null;
      id: number;
      name: string | null;
      /** @description Ambiente che l’ha aggiunto; null: documento del bando */
      project_id: number | null;
    };
    AnnouncementListItemView: {
      aid_scheme_de_minimis: boolean;
      aid_scheme_exemption: boolean;
      aid_scheme_general_taxation: boolean;
      aid_scheme_temporary_framework: boolean;
      /** @description Aree di intervento */
      announcements_areas_of_intervention: string[];
      /** @description Dimensioni d’impresa ammesse (vuoto: tutte) */
      announcements_company_dimensions: string[];
      /** Format: date-time */
      created_at: string;
      /**
       * @description Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
       * @enum {string|null}
       */
      de_minimis_regulation: 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
      /** Format: date */
      end_date: string | null;
      /** @description Procedura di valutazione */
      evaluation_procedure: string | null;
      id: number;
      name: string;
      /** @description Ambiente di un bando locale; null: globale */
      project_id: number | null;
      /** @enum {string} */
      scope: 'global' | 'local';
      /** @description Origine di un bando importato, es. `incentivi.gov.it` */
      source: string | null;
      /** @description Id del bando nella fonte */
      source_id: string | null;
      /** Format: date */
      start_date: string | null;
      /**
       * @description Aperto, in arrivo o chiuso secondo le date (oggi in Italia)
       * @enum {string}
       */
      state: 'open' | 'forthcoming' | 'closed';
      /** @enum {string} */
      status: 'draft' | 'published';
      /** @description Ente erogatore */
      supplying_authority: string | null;
      type_concessionary_financing: boolean;
      type_fiscal_bonus: boolean;
      type_interest_account: boolean;
      type_non_repayable_fund: boolean;
      type_warranty: boolean;
      /** Format: date-time */
      updated_at: string;
    };
    AnnouncementPage: {
      data: components['schemas']['AnnouncementListItemView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    AnnouncementStandardDocumentView: {
      description: string | null;
      id: number;
      name: string;
      project_id: number | null;
    };
    AnnouncementUpdateDto: {
      aid_scheme_de_minimis?: boolean;
      aid_scheme_exemption?: boolean;
      aid_scheme_general_taxation?: boolean;
      aid_scheme_temporary_framework?: boolean;
      announcements_additional_documents?: components['schemas']['DocumentDto'][];
      /** @description ids of additional documents to remove */
      announcements_additional_documents_to_delete?: number[];
      announcements_areas_of_intervention?: string[];
      announcements_ateco_codes?: components['schemas']['AtecoEntryDto'][];
      announcements_company_dimensions?: string[];
      announcements_custom_fields?: components['schemas']['CustomFieldDto'][];
      announcements_expense_items?: components['schemas']['ExpenseItemDto'][];
      announcements_locations?: components['schemas']['LocationDto'][];
      announcements_other_attachments?: components['schemas']['DocumentDto'][];
      annual_volume_max?: number | null;
      annual_volume_min?: number | null;
      business_register?: string[];
      /**
       * @description Regolamento de minimis del bando
       * @enum {string|null}
       */
      de_minimis_regulation?: 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
      description?: string | null;
      eligible_expense_max?: number | null;
      eligible_expense_min?: number | null;
      /** @example 2026-06-30 */
      end_date?: string | null;
      evaluation_procedure?: string | null;
      facilitation_cumulability?: string | null;
      facilitation_intensity_of_help?: string | null;
      facilitation_relief?: string | null;
      fact_sheet?: string | null;
      female_enterprise?: boolean;
      grant_max?: number | null;
      grant_min?: number | null;
      include_ateco_codes?: boolean;
      /**
       * Format: uuid
       * @description uploaded file id of the information sheet
       */
      information_sheet?: string | null;
      information_sheet_delete?: boolean;
      interprofessional_fund?: string[];
      legal_form?: string[];
      link_regulatory?: string | null;
      name?: string | null;
      number_of_employees_max?: number | null;
      number_of_employees_min?: number | null;
      public_entity_enterprise?: boolean;
      /** @description Requisiti per cui il bando non pone alcun vincolo (nessun limite, tutte le dimensioni, tutti i settori) */
      requirements_without_limit?: (
        | 'number_of_employees_min'
        | 'number_of_employees_max'
        | 'year_of_establishment_min'
        | 'year_of_establishment_max'
        | 'annual_volume_min'
        | 'annual_volume_max'
        | 'announcements_company_dimensions'
        | 'announcements_ateco_codes'
      )[];
      /** @description ids of standard documents */
      standard_documents?: number[];
      /** @example 2026-01-31 */
      start_date?: string | null;
      /** @enum {string} */
      status?: 'draft' | 'published';
      /** @enum {string|null} */
      subscribed_to_cciaa?: 'yes' | 'no' | null;
      supplying_authority?: string | null;
      type_concessionary_financing?: boolean;
      type_fiscal_bonus?: boolean;
      type_interest_account?: boolean;
      type_non_repayable_fund?: boolean;
      type_warranty?: boolean;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
      year_of_establishment_max?: number | null;
      year_of_establishment_min?: number | null;
      youth_enterprise?: boolean;
    };
    AtecoCodeDetail: {
      /** @description Dalla sezione al padre diretto */
      ancestors: components['schemas']['AtecoCodeView'][];
      /**
       * @description Codice: lettera di sezione o cifre con i punti
       * @example 62.10.00
       */
      code: string;
      description: string;
      description_en: string | null;
      /** @description 1 sezione … 6 sottocategoria */
      level: number;
      /** @example Sottocategoria */
      level_name: string;
      parent_code: string | null;
      /** @description Lettera della sezione */
      section: string;
      /** @enum {string} */
      version: '2025' | '2007';
    };
    AtecoCodePage: {
      data: components['schemas']['AtecoCodeView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    AtecoCodeView: {
      /**
       * @description Codice: lettera di sezione o cifre con i punti
       * @example 62.10.00
       */
      code: string;
      description: string;
      description_en: string | null;
      /** @description 1 sezione … 6 sottocategoria */
      level: number;
      /** @example Sottocategoria */
      level_name: string;
      parent_code: string | null;
      /** @description Lettera della sezione */
      section: string;
      /** @enum {string} */
      version: '2025' | '2007';
    };
    AtecoDto: {
      primary?: boolean;
      value: string;
    };
    AtecoEntryDto: {
      primary?: boolean;
      /**
       * @description an ATECO 2025 or 2007 code or section; blank = no entry (not stored)
       * @example 62.01
       */
      value?: string | null;
    };
    AtecoRecodingView: {
      code_2007: string;
      /** @description Codice 2025 rappresentativo */
      code_2025: string | null;
      /** @description Codice 2025 usato dalle Camere di commercio */
      code_2025_chamber: string | null;
      /** @description Numero di codici 2025 corrispondenti */
      correspondences: number | null;
      level: number;
      /** @description Tipo di ricodifica ISTAT (una lettera) */
      recoding_type: string | null;
      subtype: string | null;
    };
    AtecoRequirementView: {
      /** @description Descrizione ATECO 2025 */
      description: string | null;
      /** @description Codice ATECO 2007 di origine (bandi importati) */
      original_code_2007: string | null;
      primary: boolean;
      /** @example 62.01 */
      value: string;
    };
    AuditChangesView: {
      fields: string[];
      /** @description Campo -> `{from, to}` di ogni campo cambiato (liste e oggetti oltre 2.000 caratteri JSON: solo nominati in `fields`) */
      values?: {
        [key: string]: {
          from?: unknown;
          to?: unknown;
        };
      };
    };
    AuditEntryView: {
      /** @enum {string} */
      action:
        | 'created'
        | 'updated'
        | 'deleted'
        | 'published'
        | 'shared'
        | 'unshared'
        | 'imported'
        | 'exported'
        | 'note.created'
        | 'note.updated'
        | 'note.deleted'
        | 'negotiation.created'
        | 'negotiation.updated'
        | 'negotiation.stage_changed'
        | 'negotiation.deleted'
        | 'document.uploaded'
        | 'document.deleted'
        | 'state_aid.created'
        | 'state_aid.updated'
        | 'state_aid.deleted'
        | 'undertaking_operation.created'
        | 'undertaking_operation.updated'
        | 'undertaking_operation.deleted'
        | 'access.invited'
        | 'access.removed'
        | 'mfa.enabled'
        | 'mfa.disabled'
        | 'mfa.recovery_codes_renewed'
        | 'mfa.reset'
        | 'release.registered'
        | 'release.promoted'
        | 'release.rolled_back'
        | 'release.builtin_restored'
        | 'release.pinned'
        | 'release.unpinned'
        | 'dossier.built'
        | 'dossier.item_added'
        | 'dossier.item_updated'
        | 'dossier.item_deleted'
        | 'dossier.file_uploaded'
        | 'dossier.link_created'
        | 'dossier.link_revoked';
      changes: components['schemas']['AuditChangesView'] | null;
      /** Format: date-time */
      created_at: string;
      /** @example announcement */
      entity: string;
      entity_id: number | null;
      id: number;
      /** @description Ambiente della modifica; null: area globale */
      project_id: number | null;
      user_id: number | null;
      /** @description Nome e cognome di chi ha modificato */
      user_name: string | null;
    };
    AuditPage: {
      data: components['schemas']['AuditEntryView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    BankDto: {
      branch?: string | null;
      /** @description ISO 13616 IBAN (Italian: 27 characters with CIN); blanks allowed, stored in electronic form */
      iban?: string | null;
      name: string;
    };
    BulkNegotiationResult: {
      client_id: number;
      /** @description La trattativa aperta, o quella già aperta che ha fatto rifiutare il cliente */
      negotiation_id?: number;
      /** @description Perché non è stata aperta (in italiano) */
      reason?: string;
      /** @enum {string} */
      status: 'created' | 'refused';
    };
    BulkNegotiationsDto: {
      /** @description ids dei clienti selezionati */
      client_ids: number[];
    };
    BulkNegotiationsView: {
      created: number;
      refused: number;
      results: components['schemas']['BulkNegotiationResult'][];
    };
    CallAnnouncementView: {
      /** Format: date */
      end_date: string | null;
      id: number;
      name: string;
      /** @enum {string} */
      scope: 'global' | 'local';
    };
    CallBulkDto: {
      /** @enum {string} */
      action: 'archive' | 'restore' | 'set_status';
      /** @description Tutte le richieste della lista con questi filtri */
      filter?: components['schemas']['CallBulkFilterDto'];
      /** @description I richieste selezionati */
      ids?: number[];
      /**
       * @description set_status: il nuovo stato
       * @enum {string}
       */
      status?: 'open' | 'in_progress' | 'closed';
    };
    CallBulkFilterDto: {
      client_id?: number;
      /** @example 2026-01-01 */
      date_from?: string;
      /** @example 2026-12-31 */
      date_to?: string;
      referent_id?: number;
      search?: string;
      /**
       * @description Ordine: call_date, client, status, type, created_at; `-` davanti: decrescente (default -call_date)
       * @enum {string}
       */
      sort?: 'call_date' | '-call_date' | 'client' | '-client' | 'status' | '-status' | 'type' | '-type' | 'created_at' | '-created_at';
      /** @enum {string} */
      status?: 'open' | 'in_progress' | 'closed' | 'archived';
      /** @enum {string} */
      type?: 'client' | 'supplier';
    };
    CallBulkResultView: {
      call_id: number;
      /** @description Data e cliente o azienda (null per una richiesta non trovata) */
      label: string | null;
      /** @enum {string} */
      outcome: 'done' | 'refused';
      /** @description Perché non è stata modificata (in italiano) */
      reason: string | null;
    };
    CallBulkView: {
      /** @enum {string} */
      action: 'archive' | 'restore' | 'set_status';
      /** @description Record modificati */
      done: number;
      /** @description Record non modificati (con il motivo nel loro risultato) */
      refused: number;
      results: components['schemas']['CallBulkResultView'][];
      /** @description Record selezionati (ognuno una volta) */
      total: number;
    };
    CallDetailView: {
      announcements: components['schemas']['CallAnnouncementView'][];
      announcements_count: number;
      areas_of_intervention: string[];
      /**
       * Format: date
       * @description Data della richiesta, `YYYY-MM-DD`
       */
      call_date: string;
      client_id: number | null;
      client_name: string | null;
      /** @description Ragione sociale del fornitore (richiesta a fornitore) */
      company_name: string | null;
      /** Format: date-time */
      created_at: string;
      id: number;
      note: string | null;
      referent_id: number | null;
      referent_name: string | null;
      send_to: components['schemas']['SendToEntryView'][];
      /** Format: date-time */
      sent_at: string | null;
      /** @description Indirizzi dell’ultimo invio */
      sent_to: string[] | null;
      /** @enum {string} */
      status: 'open' | 'in_progress' | 'closed' | 'archived';
      /** @enum {string} */
      type: 'client' | 'supplier';
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    CallPage: {
      data: components['schemas']['CallView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    CallView: {
      announcements_count: number;
      areas_of_intervention: string[];
      /**
       * Format: date
       * @description Data della richiesta, `YYYY-MM-DD`
       */
      call_date: string;
      client_id: number | null;
      client_name: string | null;
      /** @description Ragione sociale del fornitore (richiesta a fornitore) */
      company_name: string | null;
      /** Format: date-time */
      created_at: string;
      id: number;
      note: string | null;
      referent_id: number | null;
      referent_name: string | null;
      send_to: components['schemas']['SendToEntryView'][];
      /** Format: date-time */
      sent_at: string | null;
      /** @description Indirizzi dell’ultimo invio */
      sent_to: string[] | null;
      /** @enum {string} */
      status: 'open' | 'in_progress' | 'closed' | 'archived';
      /** @enum {string} */
      type: 'client' | 'supplier';
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    CapabilitiesView: {
      canCreateProjects: boolean;
      canHaveMultipleProjects: boolean;
      canSeeAnnouncements: boolean;
      canSeeCalls: boolean;
      canSeeClients: boolean;
      canSeeGlobalAnnouncements: boolean;
      canSeeGlobalSettings: boolean;
      canSeeProjectSettings: boolean;
      canSeeReferents: boolean;
    };
    ChangePasswordDto: {
      old_password: string;
      /** @description 8-128 caratteri, almeno un numero e un carattere speciale, non una password comune */
      password: string;
      password_confirmation: string;
    };
    ClientAdministratorView: {
      /** @description Codice fiscale */
      fiscal_code: string | null;
      id: number;
      name: string;
      /** @description Carica */
      role: string | null;
      /**
       * Format: date
       * @description In carica dal
       */
      start_date: string | null;
      surname: string;
    };
    ClientAtecoView: {
      /** @description Descrizione ISTAT (null: codice non più in ATECO 2025) */
      description: string | null;
      id: number;
      /** @description Codice primario */
      primary: boolean;
      /** @example 62.10.00 */
      value: string;
    };
    ClientBankView: {
      /** @description Filiale */
      branch: string | null;
      /** @description IBAN compatto */
      iban: string | null;
      id: number;
      /** @description Banca */
      name: string;
    };
    ClientBulkAccepted: {
      job_id: number;
      /** @description Clienti selezionati */
      total: number;
    };
    ClientBulkDto: {
      /** @enum {string} */
      action: 'assign_manager' | 'set_status' | 'archive' | 'delete' | 'create_task';
      /** @description tutti i clienti che la ricerca e i filtri della lista selezionano */
      filter?: components['schemas']['ClientBulkFilterDto'];
      /** @description ids dei clienti selezionati */
      ids?: number[];
      params?: components['schemas']['ClientBulkParamsDto'];
    };
    ClientBulkFilterDto: {
      /** @description ATECO prefix (e.g. 62 or 62.01) */
      ateco?: string;
      /** @enum {string} */
      dimension?: 'micro' | 'small' | 'medium' | 'large';
      /**
       * @description managing user id, or `none`: the clients without any manager ("Senza gestore", issue 37)
       * @example none
       */
      managed_by?: string;
      /** @description ISTAT region code of the legal seat */
      region?: string;
      search?: string;
      /**
       * @description Stato del cliente (active, inactive, archived)
       * @enum {string}
       */
      status?: 'active' | 'inactive' | 'archived';
    };
    ClientBulkJobView: {
      /** @enum {string} */
      action: 'assign_manager' | 'set_status' | 'archive' | 'delete' | 'create_task';
      done: number;
      id: number;
      refused: number;
      results: components['schemas']['ClientBulkResult'][];
      /** @enum {string} */
      status: 'queued' | 'running' | 'done' | 'failed';
      total: number;
    };
    ClientBulkParamsDto: {
      /** @description create_task: le note di ogni compito */
      description?: string;
      /**
       * Format: date
       * @description create_task: la scadenza (AAAA-MM-GG)
       */
      due_date?: string;
      /** @description create_task: l’assegnatario (utente dell’ambiente che gestisce i compiti) */
      owner_id?: number;
      /**
       * @description set_status: il nuovo stato
       * @enum {string}
       */
      status?: 'active' | 'inactive';
      /** @description create_task: il titolo di ogni compito */
      title?: string;
      /** @description assign_manager: il gestore (utente dell’ambiente che gestisce clienti) */
      user_id?: number;
    };
    ClientBulkResult: {
      client_id: number;
      /** @description Ragione sociale al momento della richiesta (null: cliente non trovato) */
      name: string | null;
      /**
       * @description pending: non ancora eseguito; done: fatto; refused: rifiutato
       * @enum {string}
       */
      outcome: 'pending' | 'done' | 'refused';
      /** @description Perché è stato rifiutato (in italiano) */
      reason: string | null;
    };
    ClientDetail: {
      /** @description Regime contabile */
      accounting_type: string | null;
      /** @description Descrizione dell’attività */
      activity_description: string | null;
      /** @description Ha imprese associate */
      associated: boolean;
      associated_companies: components['schemas']['CompanyRelationView'][];
      /** @description Impresa autonoma (nessuna associata o collegata) */
      autonomous: boolean;
      /** @description Ragione sociale */
      business_name: string;
      /** @description Tipo di CCNL */
      ccnl_type: string | null;
      /** @description Comune della sede legale */
      city: string | null;
      /** @description Sede legale */
      client_legal_location: components['schemas']['ClientLocationView'] | null;
      clients_administrators: components['schemas']['ClientAdministratorView'][];
      /** @description Il primario prima */
      clients_ateco_codes: components['schemas']['ClientAtecoView'][];
      clients_banks: components['schemas']['ClientBankView'][];
      /** @description Dati per anno, il più recente prima */
      clients_history: components['schemas']['ClientHistoryView'][];
      /** @description Sedi operative */
      clients_location: components['schemas']['ClientLocationView'][];
      clients_managed_by_users: components['schemas']['ClientManagerRef'][];
      clients_partners: components['schemas']['ClientPartnerView'][];
      clients_referents: components['schemas']['ClientReferentRef'][];
      /**
       * @description Dimensione effettiva (calcolata o impostata a mano)
       * @enum {string|null}
       */
      company_dimension: 'micro' | 'small' | 'medium' | 'large' | null;
      /**
       * @description Dimensione calcolata (Racc. 2003/361/CE)
       * @enum {string|null}
       */
      company_dimension_computed: 'micro' | 'small' | 'medium' | 'large' | null;
      company_dimension_details: components['schemas']['DimensionDetailsView'];
      /** @description Dimensione impostata a mano (non calcolata) */
      company_dimension_manual: boolean;
      /** @description Note sulla dimensione */
      company_dimension_notes: string | null;
      /** @description Ha imprese collegate */
      connected: boolean;
      /** @description Ha imprese collegate tramite persone fisiche */
      connected_by_person: boolean;
      connected_by_person_companies: components['schemas']['CompanyRelationView'][];
      connected_companies: components['schemas']['CompanyRelationView'][];
      /**
       * Format: date
       * @description Data di costituzione
       */
      constitution_date: string | null;
      /** Format: date-time */
      created_at: string;
      created_by: number | null;
      /** @description Documenti attuali scaduti e in scadenza entro 30 giorni (docs/domain.md#client-documents) */
      document_alerts: components['schemas']['DocumentAlertsView'];
      /** @description Gli undici tipi di documento, in ordine */
      documents: components['schemas']['ClientDocumentView'][];
      email: string | null;
      established_year: number | null;
      /** @description Impresa femminile */
      female_enterprise: boolean;
      /** @description Codice fiscale */
      fiscal_code: string | null;
      id: number;
      /** @description Sede INAIL */
      inail_location: string | null;
      /** @description Codice ditta INAIL */
      inail_registration_number: string | null;
      /** @description Sede INPS */
      inps_location: string | null;
      /** @description Matricola INPS */
      inps_registration_number: string | null;
      /** @description Fondo interprofessionale */
      interprofessional_fund: string | null;
      /** @description Totale di bilancio dell’esercizio di riferimento, EUR */
      latest_balance_sheet_total: number | null;
      /** @description ULA dell’esercizio di riferimento */
      latest_headcount: number | null;
      /** @description Fatturato dell’esercizio di riferimento, EUR */
      latest_turnover: number | null;
      /** @description Forma giuridica: codice ELF ISO 20275 */
      legal_form: string | null;
      /** @description Nome della forma giuridica (tabella legal_forms) */
      legal_form_name: string | null;
      /** @description Forma giuridica in testo libero non riconosciuta (da scegliere di nuovo dall’elenco) */
      legal_form_text: string | null;
      /** @description Note */
      note: string | null;
      /** @description PEC */
      pec: string | null;
      phone: string | null;
      /** @description Ambiente */
      project_id: number;
      /** @description Sigla della provincia della sede legale */
      province: string | null;
      /** @description Quota di capitale o di voti di enti pubblici, percento (>= 25 = not an SME) */
      public_bodies_share: number | null;
      /** @description Impresa partecipata da enti pubblici */
      public_entity_enterprise: boolean;
      /** @description Numero REA */
      rea_number: string | null;
      /** @description Riferimento interno */
      reference: string | null;
      /** @description Nome della regione della sede legale */
      region: string | null;
      /** @description Codice ISTAT della regione */
      region_code: string | null;
      /**
       * Format: date
       * @description Data di iscrizione (default today)
       */
      registration_date: string | null;
      /** @description Numero di iscrizione al registro delle imprese */
      registration_number: string | null;
      /** @description Codice destinatario SDI (7 characters; 0000000 = delivery by PEC) */
      sdi: string | null;
      /** @description Sezione */
      section: string | null;
      /** @description Sezione della CCIAA */
      section_cciaa: string | null;
      /** @description Capitale sociale, EUR */
      social_capital: number | null;
      /**
       * @description Iscritta alla CCIAA
       * @enum {string|null}
       */
      subscribed_to_cciaa: 'yes' | 'no' | null;
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      /** @description Partita IVA */
      vat_number: string | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
      /** @description Sito web */
      website: string | null;
      /** @description Impresa giovanile */
      youth_enterprise: boolean;
    };
    ClientDocumentDto: {
      date?: string | null;
      /** @description uuid of an uploaded file of this environment */
      file_id?: string | null;
      name?: string | null;
      /** @enum {string} */
      slot:
        | 'identity'
        | 'ordinary_chamber'
        | 'antimafia'
        | 'budget'
        | 'fiscal_code'
        | 'bondage_rating'
        | 'final_act'
        | 'statute'
        | 'company_dimension'
        | 'rental_agreement'
        | 'other';
    };
    ClientDocumentItemView: {
      /** Format: date-time */
      created_at: string;
      /** @description Documento attuale (false: sostituito, storico) */
      current: boolean;
      /**
       * Format: date
       * @description Scadenza (nessuna: null)
       */
      expiry_date: string | null;
      /** @description Il file caricato (null se rimosso) */
      file: components['schemas']['FileInfoView'] | null;
      id: number;
      /**
       * Format: date
       * @description Data di rilascio
       */
      issue_date: string | null;
      name: string | null;
      /**
       * Format: date-time
       * @description Quando è stato sostituito
       */
      replaced_at: string | null;
      /** @description Il documento che lo ha sostituito */
      replaced_by: number | null;
      /**
       * @description Oggi (Europe/Rome): scaduto prima della scadenza, in scadenza entro 30 giorni, altrimenti valido
       * @enum {string}
       */
      status: 'valido' | 'in scadenza' | 'scaduto';
      /** @description Codice del tipo */
      type_code: string;
      type_id: number;
      /** @description Nome del tipo */
      type_label: string;
      uploaded_by: number | null;
      /** @description Nome e cognome di chi l’ha caricato */
      uploaded_by_name: string | null;
    };
    ClientDocumentListView: {
      alerts: components['schemas']['DocumentAlertsView'];
      /** @description Per tipo; l’attuale prima dello storico, dal più recente */
      data: components['schemas']['ClientDocumentItemView'][];
    };
    ClientDocumentView: {
      /** Format: date */
      date: string | null;
      /** Format: uuid */
      file_id: string | null;
      /** @description Nome originale del file */
      file_name: string | null;
      name: string | null;
      /** @enum {string} */
      slot:
        | 'identity'
        | 'ordinary_chamber'
        | 'antimafia'
        | 'budget'
        | 'fiscal_code'
        | 'bondage_rating'
        | 'final_act'
        | 'statute'
        | 'company_dimension'
        | 'rental_agreement'
        | 'other';
    };
    ClientDuplicates: {
      /** @description Cliente con lo stesso codice fiscale (come P.IVA o CF) */
      fiscal_code: components['schemas']['ClientDuplicateView'] | null;
      /** @description Cliente con la stessa partita IVA (come P.IVA o CF) */
      vat_number: components['schemas']['ClientDuplicateView'] | null;
    };
    ClientDuplicatesFound: {
      fiscal_code?: components['schemas']['ClientDuplicateView'];
      vat_number?: components['schemas']['ClientDuplicateView'];
    };
    ClientDuplicateView: {
      /** @description Ragione sociale del cliente esistente */
      business_name: string;
      /** @description Id del cliente esistente (per aprirne la scheda) */
      id: number;
      /**
       * @description Messaggio in italiano da mostrare sul campo
       * @example Esiste già un cliente con questa partita IVA: «Rossi S.r.l.»
       */
      message: string;
    };
    ClientHistoryView: {
      /** @description Totale di bilancio, EUR */
      balance_sheet_total: number | null;
      /** @description Stima in buona fede (art. 4, par. 3) */
      estimate: boolean;
      /** @description Effettivi in ULA */
      headcount: number | null;
      id: number;
      /** @description Fatturato, EUR */
      turnover: number | null;
      year: number;
    };
    ClientImportView: {
      /** @description true finché l’importazione completata può essere annullata */
      can_undo: boolean;
      /** Format: date-time */
      committed_at: string | null;
      counts: components['schemas']['ImportCountsView'];
      /** Format: date-time */
      created_at: string;
      /**
       * @description Codifica del CSV
       * @enum {string|null}
       */
      encoding: 'utf-8' | 'windows-1252' | null;
      /** @description Motivo del fallimento */
      error: string | null;
      fields: components['schemas']['ImportFieldView'][];
      file_name: string;
      /** @enum {string} */
      format: 'xlsx' | 'csv';
      /** @description Intestazioni delle colonne del foglio */
      headers: string[];
      id: number;
      /** @description Per ogni colonna (per posizione) la chiave del campo, o null = colonna ignorata */
      mapping: (string | null)[];
      progress: components['schemas']['ImportProgressView'] | null;
      rows: components['schemas']['ImportRowView'][];
      /** @description Separatore del CSV: `;`, `,` o tabulazione */
      separator: string | null;
      /** @description Foglio letto */
      sheet: string | null;
      /** @description Fogli del file (un CSV ne ha uno) */
      sheets: string[];
      /** @enum {string} */
      status: 'previewed' | 'running' | 'done' | 'undone' | 'failed';
      undo: components['schemas']['ImportUndoView'] | null;
      /** Format: date-time */
      undo_until: string | null;
    };
    ClientInputDto: {
      /** @description Regime contabile */
      accounting_type?: string | null;
      /** @description Descrizione dell’attività */
      activity_description?: string | null;
      /** @description Ha imprese associate */
      associated?: boolean;
      associated_companies?: components['schemas']['CompanyRelationDto'][];
      /** @description Impresa autonoma (nessuna associata o collegata) */
      autonomous?: boolean;
      /** @description Ragione sociale */
      business_name: string;
      /** @description Tipo di CCNL */
      ccnl_type?: string | null;
      client_legal_location?: components['schemas']['ClientLocationDto'] | null;
      clients_administrators?: components['schemas']['AdministratorDto'][];
      clients_ateco_codes?: components['schemas']['AtecoDto'][];
      clients_banks?: components['schemas']['BankDto'][];
      clients_history?: components['schemas']['HistoryDto'][];
      clients_location?: components['schemas']['ClientLocationDto'][];
      /** @description managing user ids (client managers of the environment); replaces the list */
      clients_managed_by_users?: number[];
      clients_partners?: components['schemas']['PartnerDto'][];
      /** @description referent ids to link */
      clients_referents?: number[];
      /** @description referent ids to unlink */
      clients_referents_to_delete?: number[];
      /** @description Note sulla dimensione */
      company_dimension_notes?: string | null;
      /**
       * @description manual override of the computed dimension; null = computed
       * @enum {string|null}
       */
      company_dimension_override?: 'micro' | 'small' | 'medium' | 'large' | null;
      /** @description Ha imprese collegate */
      connected?: boolean;
      /** @description Ha imprese collegate tramite persone fisiche */
      connected_by_person?: boolean;
      connected_by_person_companies?: components['schemas']['CompanyRelationDto'][];
      connected_companies?: components['schemas']['CompanyRelationDto'][];
      /**
       * Format: date
       * @description Data di costituzione
       */
      constitution_date?: string | null;
      documents?: components['schemas']['ClientDocumentDto'][];
      /** @description Email */
      email?: string | null;
      /** @description Impresa femminile */
      female_enterprise?: boolean;
      /** @description Codice fiscale */
      fiscal_code?: string | null;
      /** @description Sede INAIL */
      inail_location?: string | null;
      /** @description Codice ditta INAIL */
      inail_registration_number?: string | null;
      /** @description Sede INPS */
      inps_location?: string | null;
      /** @description Matricola INPS */
      inps_registration_number?: string | null;
      /** @description Fondo interprofessionale */
      interprofessional_fund?: string | null;
      /**
       * @description Forma giuridica: codice ELF ISO 20275 (an active Italian legal form of GET /api/reference/legal-forms, e.g. OV32 = S.r.l.; table legal_forms, migration 0010)
       * @example OV32
       */
      legal_form?: string | null;
      /** @description Note */
      note?: string | null;
      /** @description PEC */
      pec?: string | null;
      /** @description Telefono */
      phone?: string | null;
      /** @description Quota di capitale o di voti di enti pubblici, percento (>= 25 = not an SME) */
      public_bodies_share?: number | null;
      /** @description Impresa partecipata da enti pubblici */
      public_entity_enterprise?: boolean;
      /** @description Numero REA */
      rea_number?: string | null;
      /** @description Riferimento interno */
      reference?: string | null;
      /**
       * Format: date
       * @description Data di iscrizione (default today)
       */
      registration_date?: string | null;
      /** @description Numero di iscrizione al registro delle imprese */
      registration_number?: string | null;
      /** @description Codice destinatario SDI (7 characters; 0000000 = delivery by PEC) */
      sdi?: string | null;
      /** @description Sezione */
      section?: string | null;
      /** @description Sezione della CCIAA */
      section_cciaa?: string | null;
      /** @description Capitale sociale, EUR */
      social_capital?: number | null;
      /**
       * @description Iscritta alla CCIAA
       * @enum {string|null}
       */
      subscribed_to_cciaa?: 'yes' | 'no' | null;
      /** @description Partita IVA (11 digits) */
      vat_number?: string | null;
      /** @description Sito web */
      website?: string | null;
      /** @description Impresa giovanile */
      youth_enterprise?: boolean;
    };
    ClientLocationDto: {
      address?: string | null;
      /** @description comune name */
      city?: string | null;
      /** @description ISTAT code of the comune (6 digits); province and region follow from it */
      city_istat_code?: string | null;
      /**
       * @description Italia when not sent
       * @enum {string}
       */
      nation?: 'Italia' | 'Europa' | 'Extra UE';
      /** @description CAP, 5 digits; must belong to the comune */
      postal_code?: string | null;
      primary?: boolean;
      /** @description province acronym */
      province?: string | null;
      /** @description ISTAT region code (2 digits) */
      region?: string | null;
    };
    ClientLocationView: {
      address: string | null;
      /** @description Comune */
      city: string | null;
      /** @description Codice ISTAT del comune */
      city_istat_code: string | null;
      id: number;
      /** @example Italia */
      nation: string;
      /** @description CAP */
      postal_code: string | null;
      /** @description Sede principale */
      primary: boolean;
      /** @description Sigla della provincia */
      province: string | null;
      /** @description Codice ISTAT della regione */
      region: string | null;
      /** @description Nome della regione */
      region_name: string | null;
    };
    ClientManagerOption: {
      id: number;
      /** @description Cognome e nome */
      name: string;
    };
    ClientManagerRef: {
      email: string;
      id: number;
      name: string;
      surname: string;
    };
    ClientPage: {
      data: components['schemas']['ClientSummary'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    ClientPartnerView: {
      /** @description Codice fiscale */
      fiscal_code: string | null;
      id: number;
      name: string;
      note: string | null;
      /** @description Quota in percentuale */
      share_percent: number | null;
    };
    ClientReferentRef: {
      email: string | null;
      id: number;
      name: string;
      /** @description Organizzazione */
      organisation: string | null;
      phone: string | null;
      surname: string;
    };
    ClientShareListItemView: {
      /** @description Non revocato e non scaduto */
      active: boolean;
      announcement_id: number;
      /** @description Nome del bando */
      announcement_name: string;
      call_id: number | null;
      client_id: number | null;
      /** @description Ragione sociale del cliente destinatario */
      client_name: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description Utente che ha creato il link */
      created_by: number | null;
      /** @description Nome e cognome di chi ha creato il link */
      created_by_name: string | null;
      /** Format: date-time */
      expires_at: string;
      /** Format: date-time */
      first_opened_at: string | null;
      id: number;
      /** @description "Sono interessato" premuto da questo link */
      interest: boolean;
      /** Format: date-time */
      interest_at: string | null;
      /** @description Richiesta creata dall’interesse */
      interest_call_id: number | null;
      /** Format: date-time */
      last_opened_at: string | null;
      /** @description Aperture della pagina pubblica */
      opens_count: number;
      /** @description Cliente destinatario (diretto, della richiesta o dell’iscritto) */
      recipient_client_id: number | null;
      /** Format: date-time */
      revoked_at: string | null;
      /**
       * @description Stato: attivo, scaduto, revocato
       * @enum {string}
       */
      status: 'active' | 'expired' | 'revoked';
      /** @description Email dell’iscritto alla newsletter */
      subscriber_email: string | null;
      /** @description Iscritto alla newsletter del link (newsletter) */
      subscriber_id: number | null;
    };
    ClientSharePage: {
      data: components['schemas']['ClientShareListItemView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    ClientSummary: {
      /** @description Ragione sociale */
      business_name: string;
      /** @description Comune della sede legale */
      city: string | null;
      /**
       * @description Dimensione effettiva (calcolata o impostata a mano)
       * @enum {string|null}
       */
      company_dimension: 'micro' | 'small' | 'medium' | 'large' | null;
      /** @description Dimensione impostata a mano (non calcolata) */
      company_dimension_manual: boolean;
      email: string | null;
      /** @description Codice fiscale */
      fiscal_code: string | null;
      id: number;
      /** @description Forma giuridica: codice ELF ISO 20275 */
      legal_form: string | null;
      /** @description Nome della forma giuridica (tabella legal_forms) */
      legal_form_name: string | null;
      phone: string | null;
      /** @description Codice ATECO primario */
      primary_ateco: string | null;
      /** @description Sigla della provincia della sede legale */
      province: string | null;
      /** @description Nome della regione della sede legale */
      region: string | null;
      /** @description Codice ISTAT della regione */
      region_code: string | null;
      /**
       * @description Stato: attivo, non attivo, archiviato
       * @enum {string}
       */
      status: 'active' | 'inactive' | 'archived';
      /** @description Senza gestore: nessun utente gestisce il cliente (avviso della lista, issue 37) */
      unassigned: boolean;
      /** @description Partita IVA */
      vat_number: string | null;
    };
    ClientUpdateDto: {
      /** @description Regime contabile */
      accounting_type?: string | null;
      /** @description Descrizione dell’attività */
      activity_description?: string | null;
      /** @description Ha imprese associate */
      associated?: boolean;
      associated_companies?: components['schemas']['CompanyRelationDto'][];
      /** @description Impresa autonoma (nessuna associata o collegata) */
      autonomous?: boolean;
      /** @description Ragione sociale */
      business_name?: string;
      /** @description Tipo di CCNL */
      ccnl_type?: string | null;
      client_legal_location?: components['schemas']['ClientLocationDto'] | null;
      clients_administrators?: components['schemas']['AdministratorDto'][];
      clients_ateco_codes?: components['schemas']['AtecoDto'][];
      clients_banks?: components['schemas']['BankDto'][];
      clients_history?: components['schemas']['HistoryDto'][];
      clients_location?: components['schemas']['ClientLocationDto'][];
      /** @description managing user ids (client managers of the environment); replaces the list */
      clients_managed_by_users?: number[];
      clients_partners?: components['schemas']['PartnerDto'][];
      /** @description referent ids to link */
      clients_referents?: number[];
      /** @description referent ids to unlink */
      clients_referents_to_delete?: number[];
      /** @description Note sulla dimensione */
      company_dimension_notes?: string | null;
      /**
       * @description manual override of the computed dimension; null = computed
       * @enum {string|null}
       */
      company_dimension_override?: 'micro' | 'small' | 'medium' | 'large' | null;
      /** @description Ha imprese collegate */
      connected?: boolean;
      /** @description Ha imprese collegate tramite persone fisiche */
      connected_by_person?: boolean;
      connected_by_person_companies?: components['schemas']['CompanyRelationDto'][];
      connected_companies?: components['schemas']['CompanyRelationDto'][];
      /**
       * Format: date
       * @description Data di costituzione
       */
      constitution_date?: string | null;
      documents?: components['schemas']['ClientDocumentDto'][];
      /** @description Email */
      email?: string | null;
      /** @description Impresa femminile */
      female_enterprise?: boolean;
      /** @description Codice fiscale */
      fiscal_code?: string | null;
      /** @description Sede INAIL */
      inail_location?: string | null;
      /** @description Codice ditta INAIL */
      inail_registration_number?: string | null;
      /** @description Sede INPS */
      inps_location?: string | null;
      /** @description Matricola INPS */
      inps_registration_number?: string | null;
      /** @description Fondo interprofessionale */
      interprofessional_fund?: string | null;
      /**
       * @description Forma giuridica: codice ELF ISO 20275 (an active Italian legal form of GET /api/reference/legal-forms, e.g. OV32 = S.r.l.; table legal_forms, migration 0010)
       * @example OV32
       */
      legal_form?: string | null;
      /** @description Note */
      note?: string | null;
      /** @description PEC */
      pec?: string | null;
      /** @description Telefono */
      phone?: string | null;
      /** @description Quota di capitale o di voti di enti pubblici, percento (>= 25 = not an SME) */
      public_bodies_share?: number | null;
      /** @description Impresa partecipata da enti pubblici */
      public_entity_enterprise?: boolean;
      /** @description Numero REA */
      rea_number?: string | null;
      /** @description Riferimento interno */
      reference?: string | null;
      /**
       * Format: date
       * @description Data di iscrizione (default today)
       */
      registration_date?: string | null;
      /** @description Numero di iscrizione al registro delle imprese */
      registration_number?: string | null;
      /** @description Codice destinatario SDI (7 characters; 0000000 = delivery by PEC) */
      sdi?: string | null;
      /** @description Sezione */
      section?: string | null;
      /** @description Sezione della CCIAA */
      section_cciaa?: string | null;
      /** @description Capitale sociale, EUR */
      social_capital?: number | null;
      /**
       * @description Iscritta alla CCIAA
       * @enum {string|null}
       */
      subscribed_to_cciaa?: 'yes' | 'no' | null;
      /** @description Partita IVA (11 digits) */
      vat_number?: string | null;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
      /** @description Sito web */
      website?: string | null;
      /** @description Impresa giovanile */
      youth_enterprise?: boolean;
    };
    ClientValidationErrorBody: {
      /** @description Il cliente dell’ambiente che ha già la partita IVA o il codice fiscale inviati (per campo) */
      duplicates?: components['schemas']['ClientDuplicatesFound'];
      /** @description Messaggi per campo (percorso del campo -> elenco di messaggi in italiano) */
      errors?: {
        [key: string]: string[];
      };
      /** @example I dati inviati non sono validi */
      message: string;
    };
    CompanyRelationDto: {
      balance_sheet_total?: number | null;
      headcount?: number | null;
      history?: components['schemas']['RelationHistoryDto'][];
      /** @description EUR invested in the client (business angels: at most 1,250,000 in total for the exemption) */
      invested_amount?: number | null;
      /**
       * @description art. 3(2) investor kind (associated_companies only)
       * @enum {string|null}
       */
      investor_kind?:
        | 'public_investment_corporation'
        | 'venture_capital'
        | 'business_angel'
        | 'university_research'
        | 'institutional_investor'
        | 'local_authority'
        | null;
      name: string;
      note?: string | null;
      /** @description percent of capital or voting rights */
      share_percent?: number | null;
      turnover?: number | null;
      vat_number?: string | null;
    };
    CompanyRelationView: {
      /** @description Totale di bilancio, EUR */
      balance_sheet_total: number | null;
      /** @description Effettivi in ULA */
      headcount: number | null;
      /** @description Dati per anno, il più recente prima */
      history: components['schemas']['YearFiguresView'][];
      id: number;
      /** @description Importo investito nel cliente, EUR */
      invested_amount: number | null;
      /**
       * @description Investitore dell’art. 3, par. 2 (solo partner)
       * @enum {string|null}
       */
      investor_kind:
        | 'public_investment_corporation'
        | 'venture_capital'
        | 'business_angel'
        | 'university_research'
        | 'institutional_investor'
        | 'local_authority'
        | null;
      /** @description Ragione sociale */
      name: string;
      note: string | null;
      /** @description Quota di capitale o di diritti di voto, percento */
      share_percent: number | null;
      /** @description Fatturato, EUR */
      turnover: number | null;
      /** @description Partita IVA */
      vat_number: string | null;
    };
    ComunePage: {
      data: components['schemas']['ComuneView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    ComuneView: {
      /**
       * @description Codice catastale (Belfiore)
       * @example F205
       */
      cadastral_code: string;
      /** @description CAP principale */
      cap: string | null;
      /** @description Tutti i CAP del comune */
      caps: string[];
      /**
       * @description Codice ISTAT
       * @example 015146
       */
      istat_code: string;
      /** @example Milano */
      name: string;
      /** @description Denominazione nell’altra lingua */
      other_name: string | null;
      /** @example MI */
      province_acronym: string;
      /** @example Milano */
      province_name: string;
      /** @example 03 */
      region_code: string;
      /** @example Lombardia */
      region_name: string;
    };
    ConflictBodyDto: {
      /** @description Il record attuale, come lo risponde la sua GET (null se non disponibile) */
      current: {
        [key: string]: unknown;
      } | null;
      /** @example Il record è stato modificato da Mario Rossi il 22/11/2026 alle 10:31 */
      message: string;
      /** Format: date-time */
      modified_at: string;
      modified_by: components['schemas']['ModifiedByDto'];
      /** @description Versione attuale del record */
      version: number;
    };
    ConsentView: {
      /** @enum {string} */
      action: 'requested' | 'confirmed' | 'unsubscribed';
      /** Format: date-time */
      created_at: string;
      /** @description Utente che ha agito (null: l’iscritto stesso) */
      created_by: number | null;
      ip: string | null;
      /** @description Versione del testo del consenso */
      text_version: string;
      user_agent: string | null;
    };
    CreateAlertDto: {
      /** @default true */
      active: boolean;
      content: string;
      /** @description ISO timestamp; null = no end */
      ends_at?: string | null;
      /** @description ISO timestamp; default now */
      starts_at?: string;
      /** @enum {string} */
      type: 'info' | 'warning' | 'error';
    };
    CreateCallDto: {
      areas_of_intervention?: string[];
      /**
       * @description Default today
       * @example 2026-11-22
       */
      call_date?: string;
      /** @description Client call: client of this environment (required) */
      client_id?: number;
      /** @description Supplier call: company name (required) */
      company_name?: string;
      note?: string | null;
      /** @description Client call: referent of this environment (required) */
      referent_id?: number;
      /** @description Supplier call recipients */
      send_to?: components['schemas']['SendToDto'][];
      /** @enum {string} */
      status?: 'open' | 'in_progress' | 'closed';
      /** @enum {string} */
      type: 'client' | 'supplier';
    };
    CreatedDossierLinkView: {
      /** @description Non revocato e non scaduto */
      active: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      expires_at: string;
      id: number;
      /** Format: date-time */
      revoked_at: string | null;
      token: string;
      /** @description Percorso della pagina pubblica di caricamento */
      url: string;
    };
    CreatedShareView: {
      call_id: number | null;
      client_id: number | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      expires_at: string;
      id: number;
      /** @description Token del link (mostrato solo ora) */
      token: string;
      /** @description Indirizzo della pagina pubblica del bando */
      url: string;
    };
    CreateGlobalExpertDto: {
      can_edit_global_setting?: boolean;
      email: string;
      name: string;
      phone?: string | null;
      project_ids?: number[];
      surname: string;
    };
    CreateNewsletterDto: {
      /** @description Bandi to present: global or local to this environment */
      announcement_ids?: number[];
      /** @description An «aggiornamento»: only the subscribers whose client fits this announcement (global or of this environment) */
      audience_announcement_id?: number | null;
      body: string;
      /** @description A client's newsletter: only that client's subscribers */
      client_id?: number | null;
      /**
       * @description manual: the bandi chosen; fits: each recipient's company's fitting announcements
       * @enum {string}
       */
      mode?: 'manual' | 'fits';
      subject: string;
    };
    CreateProjectDto: {
      /** @enum {string} */
      color: 'blue' | 'green' | 'red' | 'yellow' | 'purple' | 'pink' | 'cyan' | 'orange';
      /** @description Address of a logo uploaded to this environment (/api/logos/{id}), or null */
      horizontal_logo?: string | null;
      /** @example Consulenza Nord-Est */
      name: string;
      /** @description Address of a logo uploaded to this environment (/api/logos/{id}), or null */
      vertical_logo?: string | null;
    };
    CreateTaskDto: {
      /** @description Bando globale o dell’ambiente */
      announcement_id?: number | null;
      /** @description Richiesta (call log) dell’ambiente: il compito ne è il seguito */
      call_id?: number | null;
      /** @description Cliente dell’ambiente */
      client_id?: number | null;
      description?: string | null;
      /**
       * Format: date
       * @example 2026-12-01
       */
      due_date: string;
      /** @description Trattativa dell’ambiente */
      negotiation_id?: number | null;
      /** @description Assegnatario: utente dell’ambiente; predefinito l’utente corrente */
      owner_id?: number;
      /**
       * @description Predefinito `open`
       * @enum {string}
       */
      status?: 'open' | 'done' | 'cancelled';
      title: string;
    };
    CreateUserDto: {
      can_access_local_announcements?: boolean;
      can_edit_global_setting?: boolean;
      email: string;
      name: string;
      phone?: string | null;
      project_ids?: number[];
      surname: string;
      /** @enum {string} */
      type: 'administrator' | 'local-administrator' | 'client-manager' | 'referent' | 'expert-announcement' | 'local-expert-announcement';
    };
    CustomFieldDto: {
      /** @description id of an existing row (rows of another owner are left alone) */
      id?: number;
      label?: string | null;
      value?: string | null;
    };
    CustomFieldView: {
      id: number;
      label: string | null;
      project_id: number | null;
      value: string | null;
    };
    DeliveryList: {
      data: components['schemas']['DeliveryView'][];
    };
    DeliveryView: {
      /** @description Tentativi di invio fatti */
      attempts: number;
      /** Format: date-time */
      created_at: string;
      /** @description Errore dell’ultimo tentativo */
      error: string | null;
      /** @description Indirizzo del destinatario */
      recipient: string;
      /** Format: date-time */
      sent_at: string | null;
      /** @enum {string} */
      status: 'queued' | 'sending' | 'sent' | 'failed';
      subscriber_id: number | null;
    };
    DeMinimisAidView: {
      /** @description Elemento di aiuto (ESL) in centesimi */
      aid_element_cents: number;
      announcement_id: number | null;
      /** @description Codice Aiuto RNA */
      car: string | null;
      client_id: number;
      /** @description Ragione sociale del beneficiario */
      client_name: string;
      /** @description Codice Concessione RNA */
      cor: string | null;
      /** @description Centesimi conteggiati */
      counted_cents: number;
      /** Format: date-time */
      created_at: string;
      created_by: number | null;
      cup: string | null;
      /**
       * @description Regime de minimis del regolamento (null: non de minimis)
       * @enum {string|null}
       */
      de_minimis: 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
      /**
       * Format: date
       * @description Data di concessione
       */
      grant_date: string;
      /** @description Soggetto concedente */
      granting_body: string;
      id: number;
      /** @description Concesso nel triennio mobile che termina alla data */
      in_window: boolean;
      instrument: string | null;
      measure_title: string | null;
      negotiation_id: number | null;
      /** @description Importo nominale in centesimi */
      nominal_amount_cents: number | null;
      /** @description Regolamento come registrato */
      regulation: string;
      /**
       * Format: date
       * @description Giorno in cui esce dal triennio
       */
      released_on: string | null;
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    DeMinimisCheckView: {
      /** @description Aiuti registrati per l’impresa unica del cliente */
      aid_recorded: boolean;
      /** @description Articolo applicato */
      article: string;
      /**
       * Format: date
       * @description Data della verifica: chiusura del bando, o oggi
       */
      at: string;
      /** @description Margine alla data, centesimi */
      headroom_cents: number;
      /** @description Importo massimo concedibile quando l’aiuto del bando non rientra */
      largest_fitting_cents: number | null;
      /** @description Aiuto massimo del bando, centesimi (null: non indicato) */
      max_aid_cents: number | null;
      /** @description Spiegazione in italiano */
      message: string;
      /** @enum {string} */
      regulation: 'general' | 'sgei' | 'agriculture' | 'fishery';
      /** @enum {string} */
      status: 'fits' | 'does_not_fit' | 'unknown';
    };
    DeMinimisReleaseView: {
      cents: number;
      /** Format: date */
      date: string;
      /** @enum {string} */
      regulation: 'general' | 'sgei' | 'agriculture' | 'fishery';
    };
    DeMinimisView: {
      aids: components['schemas']['DeMinimisAidView'][];
      /** Format: date */
      at: string;
      /** @description Imprese legate ma fuori dall’impresa unica */
      excluded: components['schemas']['UndertakingMemberView'][];
      regulations: components['schemas']['RegulationHeadroomView'][];
      releases: components['schemas']['DeMinimisReleaseView'][];
      single_undertaking: components['schemas']['UndertakingMemberAidView'][];
    };
    DimensionDetailsView: {
      /** @enum {string|null} */
      basis?: 'approved' | 'estimate' | null;
      /** @enum {string|null} */
      computed: 'micro' | 'small' | 'medium' | 'large' | null;
      /** @description Articolo della regola che ha deciso la classe */
      decided_by?: string | null;
      /** @enum {string|null} */
      effective: 'micro' | 'small' | 'medium' | 'large' | null;
      /** @description Impostata a mano */
      manual: boolean;
      /** @description Sintesi in italiano: classe, dati e regola decisiva */
      reason?: string;
      /** @description Ultimo esercizio approvato o anno della stima */
      reference_year?: number | null;
      /** @description Le regole applicate, in ordine */
      rules?: components['schemas']['SmeRuleView'][];
      steps?: components['schemas']['SmeStepView'][];
      totals?: components['schemas']['SmeTotalsView'] | null;
      years?: components['schemas']['SmeYearOutcomeView'][];
    };
    DocumentAlertsView: {
      /** @description Documenti attuali scaduti */
      expired: number;
      /** @description Documenti attuali in scadenza entro 30 giorni */
      expiring: number;
    };
    DocumentDto: {
      delete_existing_file?: boolean;
      /** Format: uuid */
      file_id?: string | null;
      /** @description id of an existing row to keep */
      id?: number;
      name?: string | null;
    };
    DocumentTypeInputDto: {
      /** @description Proposto nei caricamenti (predefinito true) */
      active?: boolean;
      /** @description La scadenza è quella riportata sul documento (va indicata al caricamento) */
      expiry_from_document?: boolean;
      /** @description Nome del tipo (unico) */
      label: string;
      /** @description Validità in giorni dalla data di rilascio (1-3650) */
      validity_days?: number | null;
      /** @description Validità in mesi dalla data di rilascio (1-120) */
      validity_months?: number | null;
    };
    DocumentTypeView: {
      active: boolean;
      /** @description Tipo predefinito della piattaforma (il codice non cambia) */
      builtin: boolean;
      /** @description Codice stabile (gli undici tipi storici, durc, o generato dal nome) */
      code: string;
      /** @description Scadenza riportata sul documento (da indicare) */
      expiry_from_document: boolean;
      id: number;
      /** @description Nome italiano */
      label: string;
      position: number;
      /** @description Validità in giorni dalla data di rilascio */
      validity_days: number | null;
      /** @description Validità in mesi dalla data di rilascio */
      validity_months: number | null;
    };
    DossierFileView: {
      /** Format: uuid */
      id: string;
      original_name: string;
    };
    DossierItemCreateDto: {
      label: string;
      note?: string | null;
      /** @default true */
      required: boolean;
    };
    DossierItemPatchDto: {
      client_document_id?: number | null;
      note?: string | null;
      required?: boolean;
      /** @enum {string} */
      status?: 'mancante' | 'caricato' | 'scaduto' | 'verificato' | 'non applicabile';
    };
    DossierItemView: {
      client_document: components['schemas']['DossierLinkedDocumentView'] | null;
      file: components['schemas']['DossierFileView'] | null;
      id: number;
      label: string;
      note: string | null;
      required: boolean;
      /** @enum {string} */
      source_kind: 'standard_document' | 'additional_document' | 'expense_attachment' | 'custom_field' | 'manual';
      source_ref: string | null;
      /**
       * @description Stato oggi (un documento del cliente collegato e scaduto: 'scaduto')
       * @enum {string}
       */
      status: 'mancante' | 'caricato' | 'scaduto' | 'verificato' | 'non applicabile';
      /** @description Caricato e non ancora verificato ('da verificare') */
      to_verify: boolean;
      /** Format: date-time */
      updated_at: string;
      /** @description Caricato dal cliente tramite il link */
      uploaded_via_link: boolean;
      /** Format: date-time */
      verified_at: string | null;
      verified_by: number | null;
      verified_by_name: string | null;
      version: number;
    };
    DossierLinkDto: {
      /** @default 30 */
      expires_in_days: number;
    };
    DossierLinkedDocumentView: {
      /** Format: date */
      expiry_date: string | null;
      id: number;
      name: string | null;
    };
    DossierLinkPage: {
      data: components['schemas']['DossierLinkView'][];
      total: number;
    };
    DossierLinkView: {
      /** @description Non revocato e non scaduto */
      active: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      expires_at: string;
      id: number;
      /** Format: date-time */
      revoked_at: string | null;
    };
    DossierProgressView: {
      done: number;
      required_total: number;
    };
    DossierView: {
      items: components['schemas']['DossierItemView'][];
      negotiation_id: number;
      progress: components['schemas']['DossierProgressView'];
    };
    DropdownListView: {
      count: number;
      label: string;
      /** @description Chiave della lista */
      list: string;
    };
    DropdownOptionView: {
      /** @example Digitalizzazione */
      label: string;
      /** @example digitalizzazione */
      value: string;
    };
    DropdownValueDto: {
      active?: boolean;
      label: string;
      sort_order?: number;
      /** @description Stable code: lowercase letters, digits, dashes; default from the label */
      value?: string;
    };
    DropdownValuePage: {
      data: components['schemas']['DropdownValueView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    DropdownValueView: {
      active: boolean;
      id: number;
      label: string;
      /** @description Chiave della lista */
      list: string;
      sort_order: number;
      /** @description Valore memorizzato nei record */
      value: string;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    EffectiveRemotePage: {
      data: components['schemas']['EffectiveRemoteView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    EffectiveRemoteView: {
      /** @description URL di mf-manifest.json */
      entry: string;
      /** @enum {string} */
      module: 'announcements' | 'clients' | 'calls' | 'settings';
      /** @example mf_calls */
      name: string;
      release_id?: number | null;
      /** @example 1.4.0 */
      version?: string | null;
    };
    EligibleAnnouncement: {
      announcement: components['schemas']['EligibleAnnouncementRef'];
      /** @description Bando in de minimis: il margine del cliente alla chiusura del bando (o oggi) rispetto all’aiuto massimo; null per gli altri bandi. È anche il requisito `de_minimis` «Massimale de minimis», che conta nell’esito, nell’ordine e nei filtri delle liste */
      de_minimis: components['schemas']['DeMinimisCheckView'] | null;
      /** @description Requisiti non soddisfatti */
      failed: string[];
      /** @description Dati del cliente da raccogliere, uno per requisito non verificabile */
      missing_data: components['schemas']['MissingDatum'][];
      requirements: components['schemas']['RequirementVerdict'][];
      /** @description Requisiti non verificabili (dati del cliente mancanti) */
      unknown: string[];
      /** @enum {string} */
      verdict: 'eligible' | 'not_eligible' | 'unknown';
    };
    EligibleAnnouncementPage: {
      data: components['schemas']['EligibleAnnouncement'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    EligibleAnnouncementRef: {
      /** Format: date */
      end_date: string | null;
      id: number;
      name: string;
      /** @enum {string} */
      scope: 'global' | 'local';
      /** Format: date */
      start_date: string | null;
      /** @description Ente erogatore */
      supplying_authority: string | null;
    };
    EligibleClient: {
      client: components['schemas']['EligibleClientRef'];
      /** @description Bando in de minimis: il margine del cliente alla chiusura del bando (o oggi) rispetto all’aiuto massimo; null per gli altri bandi. È anche il requisito `de_minimis` «Massimale de minimis», che conta nell’esito, nell’ordine e nei filtri delle liste */
      de_minimis: components['schemas']['DeMinimisCheckView'] | null;
      /** @description Requisiti non soddisfatti */
      failed: string[];
      /** @description Dati del cliente da raccogliere, uno per requisito non verificabile */
      missing_data: components['schemas']['MissingDatum'][];
      requirements: components['schemas']['RequirementVerdict'][];
      /** @description Requisiti non verificabili (dati del cliente mancanti) */
      unknown: string[];
      /** @enum {string} */
      verdict: 'eligible' | 'not_eligible' | 'unknown';
    };
    EligibleClientPage: {
      data: components['schemas']['EligibleClient'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    EligibleClientRef: {
      /** @description Ragione sociale */
      business_name: string;
      /**
       * @description Dimensione effettiva (calcolata o impostata a mano)
       * @enum {string|null}
       */
      company_dimension: 'micro' | 'small' | 'medium' | 'large' | null;
      id: number;
      managers: components['schemas']['ClientManagerRef'][];
      /** @description Nome della regione della sede legale */
      region: string | null;
      /** @description Codice ISTAT della regione */
      region_code: string | null;
      /** @description Partita IVA */
      vat_number: string | null;
    };
    ErrorBodyDto: {
      /** @description Motivo leggibile dalla macchina, es. `password_change_required` (403) */
      code?: string;
      /**
       * @description Messaggio in italiano, mostrabile all’utente
       * @example Risorsa non trovata
       */
      message: string;
    };
    ExpenseItemDto: {
      description?: string | null;
      max_import_note?: string | null;
      max_import_percentage?: number | null;
      max_import_value?: number | null;
      min_import_note?: string | null;
      min_import_percentage?: number | null;
      min_import_value?: number | null;
      note?: string | null;
      required_attachment?: string[];
    };
    FileInfoView: {
      /** Format: uuid */
      id: string;
      /**
       * @description Tipo riconosciuto dal contenuto
       * @example application/pdf
       */
      mime_type: string;
      /** @description Nome del file caricato (ripulito) */
      original_name: string;
      /** @description Dimensione in byte */
      size_bytes: number;
    };
    ForeignStateView: {
      /** @example Z112 */
      belfiore_code: string;
      /** @example DE */
      iso2: string | null;
      /** @example Germania */
      name: string;
    };
    ForgotPasswordDto: {
      email: string;
    };
    HealthView: {
      /**
       * @description Database (PostgreSQL server or embedded)
       * @example ok
       * @enum {string}
       */
      database: 'ok' | 'non raggiungibile';
      /**
       * @description Redis (REDIS_URL): shared throttles; "non usato" without REDIS_URL
       * @example non usato
       * @enum {string}
       */
      redis: 'ok' | 'non raggiungibile' | 'non usato';
      /**
       * @example ok
       * @enum {string}
       */
      status: 'ok' | 'non disponibile';
    };
    HistoryDto: {
      /** @description EUR */
      balance_sheet_total?: number | null;
      /** @description good-faith estimate of a newly established enterprise without approved accounts (Racc. 2003/361/CE, Annex art. 4(3)); false = approved accounts */
      estimate?: boolean;
      /** @description ULA */
      headcount?: number | null;
      /** @description EUR */
      turnover?: number | null;
      year: number;
    };
    HomeClientRef: {
      /** @description Ragione sociale */
      business_name: string;
      id: number;
    };
    HomeClosing: {
      /** @description Per bando, dal più vicino alla chiusura; solo quelli con clienti idonei o con dati mancanti */
      announcements: components['schemas']['HomeClosingAnnouncement'][];
      /** @description Più bandi chiudono nei 30 giorni di quanti ne vengono valutati (i primi 30 per data di chiusura): i conteggi sono parziali */
      limited: boolean;
      within_7: components['schemas']['HomeClosingWindow'];
      within_30: components['schemas']['HomeClosingWindow'];
    };
    HomeClosingAnnouncement: {
      /** @description I primi clienti idonei (al massimo 3, per ragione sociale) */
      clients: components['schemas']['HomeClientRef'][];
      /** @description Giorni alla chiusura (0: chiude oggi), Europe/Rome */
      days_left: number;
      /** @description Miei clienti idonei (verdetto `eligible`) */
      eligible_count: number;
      /**
       * Format: date
       * @description Data di chiusura `YYYY-MM-DD`
       */
      end_date: string;
      id: number;
      name: string;
      /** @description Miei clienti con dati mancanti (verdetto `unknown`) */
      unknown_count: number;
      /**
       * @description Finestra: chiude entro 7 giorni, altrimenti entro 30
       * @enum {number}
       */
      within: 7 | 30;
    };
    HomeClosingWindow: {
      /** @description Bandi con almeno un mio cliente idoneo */
      announcements: number;
      /** @description Coppie bando-cliente idonee */
      eligible: number;
      /** @description Coppie bando-cliente con dati mancanti */
      unknown: number;
    };
    HomeDocuments: {
      /** @description Clienti con almeno un documento scaduto o in scadenza */
      clients: number;
      /** @description Documenti attuali scaduti */
      expired: number;
      /** @description Documenti attuali in scadenza entro 30 giorni */
      expiring: number;
    };
    HomeInterest: {
      requests: components['schemas']['HomeInterestRequests'];
      signups: components['schemas']['HomeSignups'];
      /**
       * Format: date-time
       * @description Da quando si contano: l’ultima visita, altrimenti 7 giorni fa
       */
      since: string;
    };
    HomeInterestItem: {
      announcement_id: number;
      announcement_name: string;
      /** @description La richiesta (call log) aperta dal clic */
      call_id: number | null;
      client_id: number;
      client_name: string;
      /** Format: date-time */
      created_at: string;
    };
    HomeInterestRequests: {
      /** @description Le ultime (al massimo 5), dalla più recente */
      latest: components['schemas']['HomeInterestItem'][];
      total: number;
    };
    HomePipeline: {
      stages: components['schemas']['HomePipelineStage'][];
      totals: components['schemas']['HomePipelineTotals'];
    };
    HomePipelineStage: {
      /** @description Somma degli importi concessi, EUR */
      amount_granted: number;
      /** @description Somma degli importi richiesti, EUR */
      amount_requested: number;
      count: number;
      /**
       * @description Etichetta italiana della fase
       * @enum {string}
       */
      label:
        | 'Contatto'
        | 'Incarico'
        | 'Domanda presentata'
        | 'In istruttoria'
        | 'Ammessa / graduatoria'
        | 'Decreto di concessione'
        | 'Erogazione'
        | 'Rendicontazione'
        | 'Chiusa vinta'
        | 'Chiusa persa';
      /** @enum {string} */
      stage:
        | 'contact'
        | 'engagement'
        | 'application_submitted'
        | 'under_review'
        | 'admitted'
        | 'grant_decree'
        | 'disbursement'
        | 'reporting'
        | 'closed_won'
        | 'closed_lost';
      /** @description Somma delle success fee, EUR (importo, altrimenti percentuale del concesso) */
      success_fees: number;
    };
    HomePipelineTotals: {
      amount_granted: number;
      amount_requested: number;
      count: number;
      success_fees: number;
    };
    HomeSeenView: {
      /**
       * Format: date-time
       * @description L’ora segnata; null se l’utente non ha una riga di appartenenza all’ambiente
       */
      last_visit_at: string | null;
    };
    HomeSignupItem: {
      /** Format: date-time */
      created_at: string;
      email: string;
      id: number;
      /**
       * @description In attesa di conferma o iscritto
       * @enum {string}
       */
      status: 'pending' | 'subscribed';
    };
    HomeSignups: {
      /** @description Le ultime (al massimo 5), dalla più recente */
      latest: components['schemas']['HomeSignupItem'][];
      total: number;
    };
    HomeTaskItem: {
      client_id: number | null;
      client_name: string | null;
      /** Format: date */
      due_date: string;
      id: number;
      /** @description Scaduto (scadenza prima di oggi) */
      overdue: boolean;
      title: string;
    };
    HomeTasks: {
      /** @description I primi (al massimo 5) scaduti o in scadenza entro 7 giorni, per scadenza */
      first: components['schemas']['HomeTaskItem'][];
      overdue: number;
      today: number;
      /** @description In scadenza nei prossimi 7 giorni, oggi compreso */
      week: number;
    };
    HomeView: {
      /** @description Tutti i clienti dell’ambiente (amministratori) o quelli che gestisco */
      all_clients: boolean;
      closing: components['schemas']['HomeClosing'];
      documents: components['schemas']['HomeDocuments'];
      interest: components['schemas']['HomeInterest'];
      /**
       * Format: date-time
       * @description Ultima visita segnata (POST .../home/seen)
       */
      last_visit_at: string | null;
      /** @description Quanti sono i miei clienti */
      my_clients: number;
      pipeline: components['schemas']['HomePipeline'];
      tasks: components['schemas']['HomeTasks'];
      /** @description Clienti dell’ambiente senza gestore: solo per gli amministratori (di sistema o locali), null per gli altri */
      unassigned_clients: number | null;
    };
    ImportCountsView: {
      create: number;
      reject: number;
      total: number;
      unchanged: number;
      update: number;
    };
    ImportFieldView: {
      /** @description Chiave del campo (p.es. `vat_number`) */
      key: string;
      /** @description Etichetta italiana (p.es. «Partita IVA») */
      label: string;
    };
    ImportMappingDto: {
      /** @description Per ogni colonna la chiave del campo, o null per ignorarla */
      columns?: (
        | 'business_name'
        | 'vat_number'
        | 'fiscal_code'
        | 'pec'
        | 'sdi'
        | 'ateco'
        | 'city'
        | 'province'
        | 'postal_code'
        | 'address'
        | 'phone'
        | 'email'
        | 'website'
        | 'legal_form'
        | 'constitution_date'
        | 'registration_date'
        | 'rea_number'
        | 'social_capital'
        | 'year'
        | 'headcount'
        | 'turnover'
        | 'balance_sheet_total'
        | 'reference'
        | 'note'
        | null
      )[];
      /** @description Nome del foglio da leggere */
      sheet?: string;
    };
    ImportProgressView: {
      done: number;
      total: number;
    };
    ImportRejectedView: {
      /** @description ID_Incentivo della riga */
      id: string;
      /** @description Motivo dello scarto, in italiano */
      reason: string;
    };
    ImportReportView: {
      created: number;
      rejected: components['schemas']['ImportRejectedView'][];
      /** @description Righe lette dal file */
      rows: number;
      unchanged: number;
      unmatched: components['schemas']['ImportUnmatchedView'][];
      updated: number;
    };
    ImportRowMessageView: {
      /** @description Campo (chiave di ImportFieldView) cui si riferisce */
      field: string;
      /** @enum {string} */
      level: 'error' | 'warning';
      /** @description Messaggio in italiano */
      message: string;
    };
    ImportRowView: {
      /** @enum {string} */
      action: 'create' | 'update' | 'unchanged' | 'reject';
      business_name: string | null;
      /** @description Campi che l’aggiornamento modifica */
      changes: string[];
      /** @description Cliente aggiornato o creato (null per i nuovi nell’anteprima e gli scarti) */
      client_id: number | null;
      fiscal_code: string | null;
      messages: components['schemas']['ImportRowMessageView'][];
      /** @description Numero della riga nel file (1 = intestazione) */
      row_number: number;
      vat_number: string | null;
    };
    ImportUndoKeptView: {
      business_name: string | null;
      client_id: number | null;
      message: string;
      row_number: number;
    };
    ImportUndoView: {
      kept: components['schemas']['ImportUndoKeptView'][];
      /** @description Clienti creati dall’importazione ed eliminati */
      removed: number;
      /** @description Clienti aggiornati e riportati ai valori precedenti */
      restored: number;
    };
    ImportUnmatchedView: {
      /** @description ID_Incentivo della riga */
      id: string;
      names: string[];
    };
    ImportUploadDto: {
      /**
       * Format: binary
       * @description File .xlsx o .csv (al massimo 10 MB, 10.000 righe)
       */
      file: string;
    };
    InterestRecordedView: {
      call_id: number;
      /** @enum {string} */
      status: 'recorded';
    };
    InvitationView: {
      /**
       * @description The address as the API stores it (canonical form)
       * @example mario.rossi@example.it
       */
      email: string;
      /** @example Invito inviato a mario.rossi@example.it */
      message: string;
    };
    InviteProjectUserDto: {
      email: string;
      name: string;
      surname: string;
      /** @enum {string} */
      type: 'administrator' | 'local-administrator' | 'client-manager' | 'referent' | 'expert-announcement' | 'local-expert-announcement';
    };
    JobList: {
      data: components['schemas']['JobView'][];
    };
    JobView: {
      /** Format: date-time */
      completed_on: string | null;
      /** Format: date-time */
      created_on: string;
      /** @description L’ultimo errore di un tentativo fallito */
      error: string | null;
      /** Format: uuid */
      id: string;
      /** @description Coda, es. `mail` */
      queue: string;
      /** @description Nome della coda per chi legge, es. «E-mail»; «… (non riusciti)» per la coda dei lavori falliti */
      queue_label: string;
      /** @description Tentativi già ripetuti */
      retry_count: number;
      /** @description Tentativi ripetuti al massimo */
      retry_limit: number;
      /** Format: date-time */
      started_on: string | null;
      /** @enum {string} */
      state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
      /** @description Di che cosa si tratta (destinatario e oggetto dell’e-mail, id della newsletter…), mai segreti */
      summary: string;
    };
    LegalFormView: {
      /** @example S.R.L.;SRL */
      abbreviations: string | null;
      /**
       * @description Codice ELF
       * @example OV32
       */
      elf_code: string;
      /** @example Società A Responsabilità Limitata */
      name: string;
    };
    LocationDto: {
      /**
       * @description comune ISTAT code
       * @example 015146
       */
      city?: string | null;
      /** @enum {string|null} */
      nation?: 'Italia' | 'Europa' | 'Extra UE' | null;
      /**
       * @description province acronym (sigla)
       * @example MI
       */
      province?: string | null;
      /**
       * @description ISTAT region code
       * @example 03
       */
      region?: string | null;
    };
    LocationView: {
      /** @description Codice ISTAT del comune */
      city: string | null;
      city_name: string | null;
      /** @enum {string|null} */
      nation: 'Italia' | 'Europa' | 'Extra UE' | null;
      /** @description Sigla della provincia */
      province: string | null;
      province_name: string | null;
      /** @description Codice ISTAT della regione */
      region: string | null;
      region_name: string | null;
    };
    LoginDto: {
      code?: string;
      /** @example admin@demo.local */
      email: string;
      password: string;
    };
    LoginView: {
      accepted: boolean;
      /** @description Token bearer (solo con `token: true` nella richiesta) */
      access_token?: string;
      can_access_local_announcements: boolean;
      can_edit_global_setting: boolean;
      capabilities: components['schemas']['CapabilitiesView'];
      /** Format: date-time */
      created_at: string;
      email: string;
      /** @description Nome e cognome */
      fullName: string;
      id: number;
      /** @description Percorso iniziale dopo il login */
      initialRoute: string;
      isAdmin: boolean;
      isExpertAnnouncement: boolean;
      /** @description URL dell’immagine del profilo */
      logo: string | null;
      /** @description Verifica in due passaggi (TOTP) attiva (docs/security.md#two-factor-authentication) */
      mfa_enabled: boolean;
      /** @description La piattaforma la richiede per il ruolo e l'utente non l'ha ancora attivata: l'interfaccia porta al profilo */
      mfa_enrolment_required: boolean;
      /** @description Password temporanea: finché non è cambiata funziona solo il profilo */
      must_change_password: boolean;
      name: string;
      /** @description Permessi del ruolo (docs/roles.md#permissions): l’interfaccia offre solo le azioni che l’API accetta */
      permissions: (
        | 'session.any'
        | 'projects.create'
        | 'projects.update'
        | 'projects.modules.update'
        | 'projects.users.read'
        | 'projects.settings.read'
        | 'federation.update'
        | 'announcements.read'
        | 'announcements.global.manage'
        | 'announcements.global.documents'
        | 'announcements.local.manage'
        | 'clients.read'
        | 'clients.write'
        | 'referents.read'
        | 'referents.write'
        | 'referents.access.remove'
        | 'clients.notes'
        | 'clients.notes.moderate'
        | 'clients.log'
        | 'clients.eligibility'
        | 'clients.import'
        | 'negotiations.read'
        | 'negotiations.create'
        | 'negotiations.manage'
        | 'calls.read'
        | 'calls.create'
        | 'calls.update'
        | 'calls.supplier'
        | 'calls.archive'
        | 'tasks.read'
        | 'tasks.write'
        | 'home.read'
        | 'notifications.read'
        | 'saved_views.manage'
        | 'settings.global.read'
        | 'users.manage'
        | 'platform.security.manage'
        | 'projects.users.manage'
        | 'newsletters.manage'
        | 'templates.global.manage'
        | 'templates.local.manage'
        | 'audit.read'
        | 'announcements.share'
        | 'federation.releases.manage'
      )[];
      phone: string | null;
      projects: components['schemas']['UserProjectRefView'][];
      referent_id: number | null;
      /**
       * @description Pagina iniziale dopo il login: `default` (quella del ruolo) o `home` (La mia giornata), issue 37
       * @enum {string}
       */
      start_page: 'default' | 'home';
      /** @enum {string} */
      status: 'active' | 'inactive';
      surname: string;
      /** @enum {string} */
      type: 'administrator' | 'local-administrator' | 'client-manager' | 'referent' | 'expert-announcement' | 'local-expert-announcement';
      /** Format: date-time */
      updated_at: string;
    };
    MessageView: {
      message: string;
    };
    MfaCodeDto: {
      /** @example 123456 */
      code: string;
    };
    MfaSetupResponse: {
      /** @description otpauth:// URI (RFC 6238 key URI) */
      otpauth_uri: string;
      /** @description QR code of the URI, an SVG data URL */
      qr_code: string;
      /** @description Base32 TOTP secret, for manual entry */
      secret: string;
    };
    MfaStatusResponse: {
      enabled: boolean;
      /** Format: date-time */
      enabled_at: string | null;
      /** @description Unused recovery codes left */
      recovery_codes_left: number;
      /** @description Mandatory for this user (role + platform setting) */
      required: boolean;
    };
    MissingDatum: {
      /**
       * @description Il campo del cliente da compilare
       * @example clients_history.headcount
       */
      field: string;
      /** @example manca il numero di dipendenti */
      label: string;
    };
    ModifiedByDto: {
      id: number | null;
      name: string | null;
    };
    ModulesDto: {
      announcements: boolean;
      calls: boolean;
      clients: boolean;
      settings: boolean;
    };
    ModulesView: {
      announcements: boolean;
      calls: boolean;
      clients: boolean;
      settings: boolean;
    };
    NameDto: {
      name?: string;
    };
    NegotiationBoardView: {
      stages: components['schemas']['NegotiationStageColumnView'][];
    };
    NegotiationDossierProgressView: {
      done: number;
      required_total: number;
    };
    NegotiationInputDto: {
      /** @description EUR */
      amount_granted?: number | null;
      /** @description EUR */
      amount_requested?: number | null;
      /** @description published announcement of the environment */
      announcement_id?: number | null;
      client_id: number;
      lost_reason?: string | null;
      note?: string | null;
      /**
       * @description contact when not sent
       * @enum {string}
       */
      stage?:
        | 'contact'
        | 'engagement'
        | 'application_submitted'
        | 'under_review'
        | 'admitted'
        | 'grant_decree'
        | 'disbursement'
        | 'reporting'
        | 'closed_won'
        | 'closed_lost';
      /** @description {stage: "YYYY-MM-DD"} */
      stage_deadlines?: {
        [key: string]: string;
      };
      /** @description EUR */
      success_fee_amount?: number | null;
      /** @description percent */
      success_fee_percent?: number | null;
      title: string;
    };
    NegotiationPage: {
      data: components['schemas']['NegotiationView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    NegotiationPatchDto: {
      /** @description EUR */
      amount_granted?: number | null;
      /** @description EUR */
      amount_requested?: number | null;
      /** @description published announcement of the environment */
      announcement_id?: number | null;
      client_id?: number;
      lost_reason?: string | null;
      note?: string | null;
      /**
       * @description contact when not sent
       * @enum {string}
       */
      stage?:
        | 'contact'
        | 'engagement'
        | 'application_submitted'
        | 'under_review'
        | 'admitted'
        | 'grant_decree'
        | 'disbursement'
        | 'reporting'
        | 'closed_won'
        | 'closed_lost';
      /** @description {stage: "YYYY-MM-DD"} */
      stage_deadlines?: {
        [key: string]: string;
      };
      /** @description EUR */
      success_fee_amount?: number | null;
      /** @description percent */
      success_fee_percent?: number | null;
      title?: string;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    NegotiationReplaceDto: {
      /** @description EUR */
      amount_granted?: number | null;
      /** @description EUR */
      amount_requested?: number | null;
      /** @description published announcement of the environment */
      announcement_id?: number | null;
      client_id: number;
      lost_reason?: string | null;
      note?: string | null;
      /**
       * @description contact when not sent
       * @enum {string}
       */
      stage?:
        | 'contact'
        | 'engagement'
        | 'application_submitted'
        | 'under_review'
        | 'admitted'
        | 'grant_decree'
        | 'disbursement'
        | 'reporting'
        | 'closed_won'
        | 'closed_lost';
      /** @description {stage: "YYYY-MM-DD"} */
      stage_deadlines?: {
        [key: string]: string;
      };
      /** @description EUR */
      success_fee_amount?: number | null;
      /** @description percent */
      success_fee_percent?: number | null;
      title: string;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    NegotiationStageColumnView: {
      items: components['schemas']['NegotiationView'][];
      /** @description Nome italiano della fase */
      label: string;
      /** @enum {string} */
      stage:
        | 'contact'
        | 'engagement'
        | 'application_submitted'
        | 'under_review'
        | 'admitted'
        | 'grant_decree'
        | 'disbursement'
        | 'reporting'
        | 'closed_won'
        | 'closed_lost';
    };
    NegotiationStageDto: {
      lost_reason?: string | null;
      /** @description 0-based position in the column */
      position?: number;
      /** @enum {string} */
      stage:
        | 'contact'
        | 'engagement'
        | 'application_submitted'
        | 'under_review'
        | 'admitted'
        | 'grant_decree'
        | 'disbursement'
        | 'reporting'
        | 'closed_won'
        | 'closed_lost';
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    NegotiationView: {
      amount_granted: number | null;
      amount_requested: number | null;
      announcement_id: number | null;
      announcement_name: string | null;
      client_id: number;
      client_name: string;
      /** Format: date-time */
      created_at: string;
      /** @description Avanzamento del dossier (docs/domain.md#dossier): voci obbligatorie e quelle caricate o verificate; 0/0 senza dossier */
      dossier: components['schemas']['NegotiationDossierProgressView'];
      id: number;
      lost_reason: string | null;
      note: string | null;
      /** @description Posizione nella colonna della fase */
      position: number;
      /**
       * @description Fase della pipeline
       * @enum {string}
       */
      stage:
        | 'contact'
        | 'engagement'
        | 'application_submitted'
        | 'under_review'
        | 'admitted'
        | 'grant_decree'
        | 'disbursement'
        | 'reporting'
        | 'closed_won'
        | 'closed_lost';
      /** @description Scadenza per fase (fase -> `YYYY-MM-DD`) */
      stage_deadlines: {
        [key: string]: string;
      };
      /** @description Nome italiano della fase */
      stage_label: string;
      success_fee_amount: number | null;
      success_fee_percent: number | null;
      title: string;
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    NewsletterAnnouncementView: {
      /** Format: date */
      end_date: string | null;
      id: number;
      name: string;
    };
    NewsletterClientUpdateDto: {
      /** @description The changed call (global or of this environment) */
      announcement_id: number;
    };
    NewsletterConfirmedView: {
      email: string;
      /** @description Nome dell’ambiente */
      project_name: string;
      /** @enum {string} */
      status: 'subscribed';
    };
    NewsletterPage: {
      data: components['schemas']['NewsletterView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    NewsletterPreview: {
      /** @description I bandi presentati a questo destinatario */
      announcements: components['schemas']['NewsletterAnnouncementView'][];
      /** @description Versione HTML del messaggio (CSS in linea; collegamenti con il token `anteprima`) */
      html: string;
      /** @description Reply-To: indirizzo per le risposte (dell’ambiente, altrimenti di chi invia) */
      reply_to: string;
      subject: string;
      subscriber_id: number;
      /** @description Testo del messaggio (con il collegamento di disiscrizione) */
      text: string;
      /** @description Indirizzo del destinatario */
      to: string;
    };
    NewsletterPreviewList: {
      data: components['schemas']['NewsletterPreview'][];
      /** @description Iscritti a cui la newsletter sarebbe inviata ora */
      recipients_count: number;
    };
    NewsletterProgressView: {
      failed: number;
      queued: number;
      sending: number;
      sent: number;
    };
    NewsletterTokenDto: {
      token: string;
    };
    NewsletterUnsubscribedView: {
      email: string;
      /** @description Nome dell’ambiente */
      project_name: string;
      /** @enum {string} */
      status: 'unsubscribed';
    };
    NewsletterView: {
      announcements: components['schemas']['NewsletterAnnouncementView'][];
      /** @description Aggiornamento: ai soli iscritti dei clienti idonei a questo bando; null: tutti gli iscritti */
      audience_announcement_id: number | null;
      /** @description Titolo del bando di `audience_announcement_id` */
      audience_announcement_name: string | null;
      body: string;
      /** @description Newsletter di un gestore ai soli iscritti di un cliente; null: tutti gli iscritti */
      client_id: number | null;
      /** Format: date-time */
      created_at: string;
      id: number;
      /**
       * @description `manual`: i bandi scelti; `fits`: per ogni destinatario i bandi adatti alla sua impresa
       * @enum {string}
       */
      mode: 'manual' | 'fits';
      /** @description E-mail del registro di consegna per stato (dopo l’invio) */
      progress: components['schemas']['NewsletterProgressView'];
      recipients_count: number | null;
      /** Format: date-time */
      sent_at: string | null;
      /** @enum {string} */
      status: 'draft' | 'sending' | 'sent';
      subject: string;
      /** Format: date-time */
      updated_at: string;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    NoteDto: {
      text: string;
    };
    NotePage: {
      data: components['schemas']['NoteView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    NoteUpdateDto: {
      text: string;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    NoteView: {
      /** @description Nome e cognome dell’autore */
      author: string | null;
      client_id: number;
      /** Format: date-time */
      created_at: string;
      id: number;
      text: string;
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      user_id: number | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    NotificationPage: {
      data: components['schemas']['NotificationView'][];
      /** @description Totale delle notifiche che rispondono ai filtri */
      total: number;
      /** @description Notifiche non lette dell’utente in questo ambiente */
      unread: number;
    };
    NotificationsReadAll: {
      /** @description Notifiche segnate come lette */
      updated: number;
    };
    NotificationUnreadCount: {
      unread: number;
    };
    NotificationView: {
      announcement_id: number | null;
      client_id: number | null;
      /** Format: date-time */
      created_at: string;
      id: number;
      /**
       * @description task_assigned: compito assegnato; interest: «Sono interessato» di un cliente; announcement_changed: scadenza, stato o importi di un bando cambiati (a chi lo segue o ha clienti idonei)
       * @enum {string}
       */
      kind: 'task_assigned' | 'interest' | 'announcement_changed' | 'dossier_upload';
      /**
       * @description Percorso dell’app da aprire
       * @example /ambiente/1/richieste/5
       */
      link: string;
      /**
       * Format: date-time
       * @description Quando è stata letta; null se non letta
       */
      read_at: string | null;
      task_id: number | null;
      /**
       * @description Testo in italiano
       * @example Ti è stato assegnato il compito «Richiamare il cliente»
       */
      title: string;
    };
    PartnerDto: {
      fiscal_code?: string | null;
      name: string;
      note?: string | null;
      /** @description percent */
      share_percent?: number | null;
    };
    PinnedProjectView: {
      id: number;
      name: string;
    };
    PinReleaseDto: {
      /** @example 12 */
      release_id: number;
    };
    ProjectPage: {
      data: components['schemas']['ProjectView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    ProjectSettingsView: {
      project: components['schemas']['ProjectView'];
      users: components['schemas']['ProjectUserView'][];
    };
    ProjectUserPage: {
      data: components['schemas']['ProjectUserView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    ProjectUserView: {
      email?: string;
      id: number;
      /** @description URL dell’immagine del profilo */
      logo: string | null;
      name: string;
      /** @enum {string} */
      status?: 'active' | 'inactive';
      surname: string;
      /** @enum {string} */
      type: 'administrator' | 'local-administrator' | 'client-manager' | 'referent' | 'expert-announcement' | 'local-expert-announcement';
    };
    ProjectView: {
      /** @enum {string} */
      color: 'blue' | 'green' | 'red' | 'yellow' | 'purple' | 'pink' | 'cyan' | 'orange';
      /** Format: date-time */
      created_at: string;
      /** @description URL del logo orizzontale */
      horizontal_logo: string | null;
      id: number;
      modules: components['schemas']['ModulesView'];
      name: string;
      newsletter_enabled: boolean;
      /** @description Reply-To delle newsletter; null: l’indirizzo di chi invia */
      reply_to_email: string | null;
      users: components['schemas']['ProjectUserView'][];
      users_count: number;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
      /** @description URL del logo verticale */
      vertical_logo: string | null;
    };
    ProvinceView: {
      /**
       * @description Sigla
       * @example MI
       */
      acronym: string;
      /**
       * @description Codice ISTAT
       * @example 015
       */
      code: string;
      /**
       * @description Tipo di ente
       * @example Città metropolitana
       */
      kind: string;
      /** @example Milano */
      name: string;
      /**
       * @description Codice ISTAT della regione
       * @example 03
       */
      region_code: string;
    };
    PublicAnnouncementView: {
      aid_scheme_de_minimis: boolean;
      aid_scheme_exemption: boolean;
      aid_scheme_general_taxation: boolean;
      aid_scheme_temporary_framework: boolean;
      announcements_additional_documents: components['schemas']['AnnouncementDocumentView'][];
      /** @description Aree di intervento */
      announcements_areas_of_intervention: string[];
      announcements_ateco_codes: components['schemas']['AtecoRequirementView'][];
      /** @description Dimensioni d’impresa ammesse (vuoto: tutte) */
      announcements_company_dimensions: string[];
      announcements_expense_items: components['schemas']['ExpenseItemDto'][];
      announcements_locations: components['schemas']['LocationView'][];
      announcements_other_attachments: components['schemas']['AnnouncementDocumentView'][];
      /** @description EUR */
      annual_volume_max: number | null;
      /** @description EUR */
      annual_volume_min: number | null;
      business_register: string[];
      /** Format: date-time */
      created_at: string;
      /**
       * @description Regolamento de minimis del bando (docs/domain.md#de-minimis-regulations); null: bando non in de minimis
       * @enum {string|null}
       */
      de_minimis_regulation: 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
      description: string | null;
      /** @description EUR */
      eligible_expense_max: number | null;
      /** @description EUR */
      eligible_expense_min: number | null;
      /** Format: date */
      end_date: string | null;
      /** @description Procedura di valutazione */
      evaluation_procedure: string | null;
      facilitation_cumulability: string | null;
      facilitation_intensity_of_help: string | null;
      facilitation_relief: string | null;
      /** @description Scheda sintetica */
      fact_sheet: string | null;
      female_enterprise: boolean;
      /** @description EUR */
      grant_max: number | null;
      /** @description EUR */
      grant_min: number | null;
      id: number;
      /** @description true: solo i codici elencati; false: tutti tranne quelli elencati */
      include_ateco_codes: boolean;
      /** @description Scheda informativa caricata */
      information_sheet: components['schemas']['FileInfoView'] | null;
      interprofessional_fund: string[];
      /** @description Forme giuridiche ammesse (codici ELF) */
      legal_form: string[];
      link_regulatory: string | null;
      name: string;
      number_of_employees_max: number | null;
      number_of_employees_min: number | null;
      public_entity_enterprise: boolean;
      /** @description Requisiti per cui il bando non pone alcun vincolo: i sei limiti di dipendenti, anno di costituzione e fatturato, `announcements_company_dimensions` (tutte le dimensioni), `announcements_ateco_codes` (tutti i settori) */
      requirements_without_limit: string[];
      /** @enum {string} */
      scope: 'global' | 'local';
      share: components['schemas']['ShareExpiryView'];
      /** @description Origine di un bando importato, es. `incentivi.gov.it` */
      source: string | null;
      /** @description Id del bando nella fonte */
      source_id: string | null;
      standard_documents: components['schemas']['AnnouncementStandardDocumentView'][];
      /** Format: date */
      start_date: string | null;
      /**
       * @description Aperto, in arrivo o chiuso secondo le date (oggi in Italia)
       * @enum {string}
       */
      state: 'open' | 'forthcoming' | 'closed';
      /** @enum {string} */
      status: 'draft' | 'published';
      /** @enum {string|null} */
      subscribed_to_cciaa: 'yes' | 'no' | null;
      /** @description Ente erogatore */
      supplying_authority: string | null;
      type_concessionary_financing: boolean;
      type_fiscal_bonus: boolean;
      type_interest_account: boolean;
      type_non_repayable_fund: boolean;
      type_warranty: boolean;
      /** Format: date-time */
      updated_at: string;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
      year_of_establishment_max: number | null;
      year_of_establishment_min: number | null;
      youth_enterprise: boolean;
    };
    PublicDossierItemView: {
      id: number;
      label: string;
      required: boolean;
      /** @enum {string} */
      status: 'mancante' | 'scaduto';
    };
    PublicDossierView: {
      client_name: string;
      /** Format: date-time */
      expires_at: string;
      items: components['schemas']['PublicDossierItemView'][];
      title: string;
    };
    RecoveryCodesResponse: {
      recovery_codes: string[];
    };
    ReferenceOptionsView: {
      /** @description Anni di costituzione, da quest’anno al 1900 */
      establishment_years: number[];
      /** @description Procedure di valutazione dei bandi */
      evaluation_procedures: string[];
      /**
       * @example [
       *       "Italia",
       *       "Europa",
       *       "Extra UE"
       *     ]
       */
      nations: string[];
    };
    ReferentAccess: {
      /** @description Invito accettato */
      accepted: boolean;
      email: string;
      /** @enum {string} */
      status: 'active' | 'inactive';
      user_id: number;
    };
    ReferentClientView: {
      business_name: string;
      id: number;
      vat_number: string | null;
    };
    ReferentInputDto: {
      client_ids?: number[];
      email?: string | null;
      name: string;
      notes?: string | null;
      organisation?: string | null;
      phone?: string | null;
      surname: string;
    };
    ReferentPage: {
      data: components['schemas']['ReferentView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    ReferentPatchDto: {
      client_ids?: number[];
      email?: string | null;
      name?: string;
      notes?: string | null;
      organisation?: string | null;
      phone?: string | null;
      surname?: string;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    ReferentReplaceDto: {
      client_ids?: number[];
      email?: string | null;
      name: string;
      notes?: string | null;
      organisation?: string | null;
      phone?: string | null;
      surname: string;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    ReferentView: {
      access: components['schemas']['ReferentAccess'] | null;
      clients: components['schemas']['ReferentClientView'][];
      /** @description Clienti collegati (solo nell’elenco) */
      clients_count?: number;
      /** Format: date-time */
      created_at: string;
      email: string | null;
      id: number;
      name: string;
      notes: string | null;
      organisation: string | null;
      phone: string | null;
      project_id: number;
      surname: string;
      /** Format: date-time */
      updated_at: string;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    RegionView: {
      /**
       * @description Ripartizione geografica
       * @example Nord-ovest
       */
      area: string;
      /**
       * @description Codice ISTAT
       * @example 03
       */
      code: string;
      /** @example Lombardia */
      name: string;
      /**
       * @description Statuto (ordinario o speciale)
       * @example ordinario
       */
      statute: string;
    };
    RegisterReleaseDto: {
      /** @example https://cdn.example.it/mf-calls/1.4.0/mf-manifest.json */
      entry: string;
      /** @example mf_calls */
      remote: string;
    };
    RegulationHeadroomView: {
      /** @example 2023/2831 */
      act: string;
      /** @description Articolo del limite che lascia il margine minore */
      binding_article: string;
      /** @description Massimale del regolamento, centesimi */
      ceiling_cents: number;
      /** @description Margine: il minore tra i limiti del regolamento (cumulo compreso), centesimi */
      headroom_cents: number;
      /** @enum {string} */
      regulation: 'general' | 'sgei' | 'agriculture' | 'fishery';
      /** @description Aiuti nel triennio conteggiati sul massimale, centesimi */
      used_cents: number;
      /** Format: date */
      window_end: string;
      /** Format: date */
      window_start: string;
    };
    RelationHistoryDto: {
      /** @description EUR */
      balance_sheet_total?: number | null;
      /** @description ULA */
      headcount?: number | null;
      /** @description EUR */
      turnover?: number | null;
      year: number;
    };
    ReleasePage: {
      data: components['schemas']['ReleaseView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    ReleaseView: {
      /** Format: date-time */
      created_at: string;
      created_by_name: string | null;
      /** @description Rilascio corrente del modulo */
      current: boolean;
      /** @description URL di mf-manifest.json */
      entry: string;
      id: number;
      pinned_projects: components['schemas']['PinnedProjectView'][];
      /** Format: date-time */
      promoted_at: string | null;
      /** @example mf_calls */
      remote: string;
      /**
       * @description Versioni di @bandi/shared-ui richieste
       * @example ^1.0.0
       */
      shared_ui_range: string | null;
      /** @example 1.4.0 */
      version: string;
    };
    RemotePage: {
      data: components['schemas']['RemoteView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    RemoteView: {
      /** @description URL di mf-manifest.json */
      entry: string;
      /** @enum {string} */
      module: 'announcements' | 'clients' | 'calls' | 'settings';
      /** @example mf-calls */
      name: string;
    };
    RequirementVerdict: {
      /** @description Il valore del cliente (null se manca) */
      client_value: string | null;
      /** @example Dimensione d’impresa */
      label: string;
      /** @description Il campo del cliente da compilare quando l’esito è sconosciuto */
      missing_field: string | null;
      /** @description Che cosa chiede il bando (in italiano, leggibile) */
      required: string;
      /**
       * @description Chiave del requisito
       * @example company_dimension
       */
      requirement: string;
      /** @enum {string} */
      verdict: 'met' | 'not_met' | 'unknown';
    };
    ResetPasswordDto: {
      email: string;
      /** @description 8-128 caratteri, almeno un numero e un carattere speciale, non una password comune */
      password: string;
      password_confirmation: string;
      /** @description Temporary password received by e-mail */
      token: string;
    };
    SavedViewCreateDto: {
      /** @enum {string} */
      list: 'clients' | 'announcements' | 'calls' | 'negotiations' | 'referents' | 'tasks';
      name: string;
      /** @description I parametri dell’indirizzo dell’elenco (filtri, `q`, `sort`), al massimo 4 KB */
      query: {
        [key: string]: string;
      };
      /** @description Condivisa con l’ambiente (default: personale) */
      shared?: boolean;
    };
    SavedViewsResponse: {
      data: components['schemas']['SavedViewView'][];
    };
    SavedViewUpdateDto: {
      name?: string;
      query?: {
        [key: string]: string;
      };
      shared?: boolean;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    SavedViewView: {
      /** Format: date-time */
      created_at: string;
      editable: boolean;
      id: number;
      /** @enum {string} */
      list: 'clients' | 'announcements' | 'calls' | 'negotiations' | 'referents' | 'tasks';
      mine: boolean;
      name: string;
      /** @description Nome e cognome del proprietario */
      owner_name: string | null;
      query: {
        [key: string]: string;
      };
      shared: boolean;
      /** Format: date-time */
      updated_at: string;
      user_id: number;
      version: number;
    };
    SearchHitView: {
      id: number;
      /**
       * @description exact: identificativo (P.IVA, codice fiscale, e-mail) o nome uguale; prefix: inizia con il termine; word: una parola inizia con il termine; partial: lo contiene
       * @enum {string}
       */
      match: 'exact' | 'prefix' | 'word' | 'partial';
      /** @description Riga di dettaglio in italiano (P.IVA e comune, e-mail, scadenza, data, fase) */
      subtitle: string | null;
      /** @description Nome del record (ragione sociale, nome e cognome, titolo) */
      title: string;
      /**
       * @description Tipo di record: cliente, referente, bando, richiesta, trattativa
       * @enum {string}
       */
      type: 'client' | 'referent' | 'announcement' | 'call' | 'negotiation';
      /** @description Indirizzo della pagina del record nel front end, es. `/ambiente/3/clienti/12` */
      url_path: string;
    };
    SearchResultView: {
      /** @description Per corrispondenza (exact, prefix, word, partial), poi per tipo nell’ordine di SEARCH_TYPES */
      data: components['schemas']['SearchHitView'][];
      /** @description Il termine cercato, senza spazi ai lati */
      q: string;
    };
    SecuritySettingsDto: {
      /** @description Second factor mandatory for administrators and global experts */
      mfa_required?: boolean;
    };
    SecuritySettingsResponse: {
      mfa_required: boolean;
    };
    SendToDto: {
      active: boolean;
      email: string;
      name: string;
    };
    SendToEntryView: {
      active: boolean;
      email: string;
      name: string;
    };
    SessionView: {
      /** @description L’utente della sessione; null se non si è entrati */
      user: components['schemas']['UserView'] | null;
    };
    ShareDto: {
      call_id?: number;
      client_id?: number;
      /** @default 30 */
      expires_in_days: number;
    };
    ShareExpiryView: {
      /** Format: date-time */
      expires_at: string;
    };
    ShareListItemView: {
      /** @description Non revocato e non scaduto */
      active: boolean;
      call_id: number | null;
      client_id: number | null;
      /** @description Ragione sociale del cliente destinatario */
      client_name: string | null;
      /** Format: date-time */
      created_at: string;
      /** @description Utente che ha creato il link */
      created_by: number | null;
      /** @description Nome e cognome di chi ha creato il link */
      created_by_name: string | null;
      /** Format: date-time */
      expires_at: string;
      /** Format: date-time */
      first_opened_at: string | null;
      id: number;
      /** @description "Sono interessato" premuto da questo link */
      interest: boolean;
      /** Format: date-time */
      interest_at: string | null;
      /** @description Richiesta creata dall’interesse */
      interest_call_id: number | null;
      /** Format: date-time */
      last_opened_at: string | null;
      /** @description Aperture della pagina pubblica */
      opens_count: number;
      /** @description Cliente destinatario (diretto, della richiesta o dell’iscritto) */
      recipient_client_id: number | null;
      /** Format: date-time */
      revoked_at: string | null;
      /**
       * @description Stato: attivo, scaduto, revocato
       * @enum {string}
       */
      status: 'active' | 'expired' | 'revoked';
      /** @description Email dell’iscritto alla newsletter */
      subscriber_email: string | null;
      /** @description Iscritto alla newsletter del link (newsletter) */
      subscriber_id: number | null;
    };
    SharePage: {
      data: components['schemas']['ShareListItemView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    SmeRuleView: {
      /** @example art. 2 */
      article: string;
      text: string;
    };
    SmeStepView: {
      /** @example art. 6, par. 2 */
      article: string;
      /** @description Totale di bilancio, EUR */
      balance_sheet_total: number | null;
      /** @description Quota dei dati sommata: 1 per l’impresa e le collegate, la partecipazione per le associate */
      factor: number;
      /** @description Effettivi in ULA */
      headcount: number;
      /** @description L’impresa o l’impresa collegata/associata */
      label: string;
      /** @description Fatturato, EUR */
      turnover: number | null;
      /** @description Anno dei dati dell’impresa collegata; null: gli ultimi noti */
      year: number | null;
    };
    SmeTotalsView: {
      /** @description Totale di bilancio, EUR */
      balance_sheet_total: number | null;
      /** @description Effettivi in ULA */
      headcount: number;
      /** @description Fatturato, EUR */
      turnover: number | null;
    };
    SmeYearOutcomeView: {
      /**
       * @description Classe dei soli dati dell’anno (null: dati incompleti)
       * @enum {string|null}
       */
      class: 'micro' | 'small' | 'medium' | 'large' | null;
      estimate: boolean;
      note: string | null;
      /**
       * @description Classe mantenuta dopo l’anno (art. 4, par. 2)
       * @enum {string|null}
       */
      status: 'micro' | 'small' | 'medium' | 'large' | null;
      totals: components['schemas']['SmeTotalsView'] | null;
      year: number;
    };
    StandardDocumentDto: {
      active?: boolean;
      description?: string | null;
      name: string;
    };
    StandardDocumentPage: {
      data: components['schemas']['StandardDocumentView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    StandardDocumentRefPage: {
      data: components['schemas']['StandardDocumentRefView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    StandardDocumentRefView: {
      description: string | null;
      id: number;
      name: string;
    };
    StandardDocumentView: {
      active: boolean;
      /** @description Bandi che lo richiedono */
      announcements_count: number;
      /** Format: date-time */
      created_at: string;
      description: string | null;
      id: number;
      name: string;
      /** Format: date-time */
      updated_at: string;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    StartPageDto: {
      /**
       * @description `default`: la pagina iniziale del ruolo; `home`: La mia giornata
       * @enum {string}
       */
      start_page: 'default' | 'home';
    };
    StateAidDto: {
      /** @description Elemento di aiuto (ESL) in centesimi di euro */
      aid_element_cents: number;
      /** @description Bando (globale o dell’ambiente) da cui proviene l’aiuto */
      announcement_id?: number | null;
      /** @description Codice Aiuto RNA (CAR): solo cifre */
      car?: string | null;
      /** @description Codice Concessione RNA (COR): solo cifre */
      cor?: string | null;
      /** @description Codice Unico di Progetto: 15 lettere o cifre */
      cup?: string | null;
      /**
       * Format: date
       * @description Data di concessione (diritto conferito)
       * @example 2025-03-01
       */
      grant_date: string;
      /** @description Soggetto concedente */
      granting_body: string;
      /** @description Strumento di aiuto (sovvenzione, garanzia, prestito …) */
      instrument?: string | null;
      /** @description Titolo della misura */
      measure_title?: string | null;
      /** @description Trattativa del cliente da cui proviene l’aiuto */
      negotiation_id?: number | null;
      /** @description Importo nominale in centesimi di euro */
      nominal_amount_cents?: number | null;
      /**
       * @description Regolamento come scritto nel RNA o dall’utente (numero/anno)
       * @example 2023/2831
       */
      regulation: string;
    };
    StateAidImportList: {
      data: components['schemas']['StateAidImportView'][];
    };
    StateAidImportRowView: {
      /** @description Elemento di aiuto, centesimi */
      aid_element_cents: number | null;
      client_id: number;
      client_name: string;
      /** @description ID_COMPONENTE_AIUTO */
      component: string;
      /** @description Codice Concessione RNA */
      cor: string;
      /**
       * @description Regime de minimis (null: non de minimis)
       * @enum {string|null}
       */
      de_minimis: 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
      /**
       * @description registrato, già presente, scartato
       * @enum {string}
       */
      outcome: 'created' | 'existing' | 'rejected';
      /** @description Motivo (già presente, scartato) */
      reason: string | null;
      /** @description COD_REGOLAMENTO */
      regulation: string;
      /** @description L’aiuto registrato */
      state_aid_id: number | null;
    };
    StateAidImportView: {
      /** @description Elementi AIUTO letti */
      aids_read: number;
      /** @description Dimensione del file, byte */
      bytes: number;
      /** @description Byte letti */
      bytes_read: number;
      /** @description Componenti registrate */
      created: number;
      /** Format: date-time */
      created_at: string;
      error: string | null;
      /** @description Componenti già registrate */
      existing: number;
      file_name: string;
      /** Format: date-time */
      finished_at: string | null;
      id: number;
      /** @description Componenti scartate */
      rejected: number;
      /** @description Una riga per componente di un cliente (al massimo 5.000) */
      report: components['schemas']['StateAidImportRowView'][];
      /** @enum {string} */
      status: 'queued' | 'running' | 'done' | 'failed';
      /** Format: date-time */
      updated_at: string;
      /** @description Chi ha caricato il file */
      user_id: number | null;
    };
    StateAidPage: {
      data: components['schemas']['StateAidView'][];
      total: number;
    };
    StateAidUpdateDto: {
      /** @description Elemento di aiuto (ESL) in centesimi di euro */
      aid_element_cents: number;
      /** @description Bando (globale o dell’ambiente) da cui proviene l’aiuto */
      announcement_id?: number | null;
      /** @description Codice Aiuto RNA (CAR): solo cifre */
      car?: string | null;
      /** @description Codice Concessione RNA (COR): solo cifre */
      cor?: string | null;
      /** @description Codice Unico di Progetto: 15 lettere o cifre */
      cup?: string | null;
      /**
       * Format: date
       * @description Data di concessione (diritto conferito)
       * @example 2025-03-01
       */
      grant_date: string;
      /** @description Soggetto concedente */
      granting_body: string;
      /** @description Strumento di aiuto (sovvenzione, garanzia, prestito …) */
      instrument?: string | null;
      /** @description Titolo della misura */
      measure_title?: string | null;
      /** @description Trattativa del cliente da cui proviene l’aiuto */
      negotiation_id?: number | null;
      /** @description Importo nominale in centesimi di euro */
      nominal_amount_cents?: number | null;
      /**
       * @description Regolamento come scritto nel RNA o dall’utente (numero/anno)
       * @example 2023/2831
       */
      regulation: string;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    StateAidView: {
      /** @description Elemento di aiuto (ESL) in centesimi */
      aid_element_cents: number;
      announcement_id: number | null;
      /** @description Codice Aiuto RNA */
      car: string | null;
      client_id: number;
      /** @description Ragione sociale del beneficiario */
      client_name: string;
      /** @description Codice Concessione RNA */
      cor: string | null;
      /** Format: date-time */
      created_at: string;
      created_by: number | null;
      cup: string | null;
      /**
       * Format: date
       * @description Data di concessione
       */
      grant_date: string;
      /** @description Soggetto concedente */
      granting_body: string;
      id: number;
      instrument: string | null;
      measure_title: string | null;
      negotiation_id: number | null;
      /** @description Importo nominale in centesimi */
      nominal_amount_cents: number | null;
      /** @description Regolamento come registrato */
      regulation: string;
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    SubscribeDto: {
      client_id?: number;
      referent_id?: number;
    };
    SubscriberDetailView: {
      client_id: number | null;
      /** @description Ragione sociale del cliente */
      client_name: string | null;
      /**
       * Format: date-time
       * @description Scadenza del collegamento di conferma
       */
      confirm_expires_at: string | null;
      /** Format: date-time */
      confirmed_at: string | null;
      consents: components['schemas']['ConsentView'][];
      /** Format: date-time */
      created_at: string;
      email: string;
      id: number;
      referent_id: number | null;
      /** @description Nome e cognome del referente */
      referent_name: string | null;
      /** @enum {string} */
      status: 'pending' | 'subscribed' | 'unsubscribed';
      /** Format: date-time */
      unsubscribed_at: string | null;
    };
    SubscriberList: {
      data: components['schemas']['SubscriberView'][];
    };
    SubscriberView: {
      client_id: number | null;
      /** @description Ragione sociale del cliente */
      client_name: string | null;
      /**
       * Format: date-time
       * @description Scadenza del collegamento di conferma
       */
      confirm_expires_at: string | null;
      /** Format: date-time */
      confirmed_at: string | null;
      /** Format: date-time */
      created_at: string;
      email: string;
      id: number;
      referent_id: number | null;
      /** @description Nome e cognome del referente */
      referent_name: string | null;
      /** @enum {string} */
      status: 'pending' | 'subscribed' | 'unsubscribed';
      /** Format: date-time */
      unsubscribed_at: string | null;
    };
    TaskAssigneeView: {
      id: number;
      /** @description Nome e cognome */
      name: string;
    };
    TaskBulkDto: {
      /** @enum {string} */
      action: 'complete' | 'reopen' | 'cancel' | 'reassign' | 'delete';
      /** @description Tutti i compiti della lista con questi filtri */
      filter?: components['schemas']['TaskBulkFilterDto'];
      /** @description I compiti selezionati */
      ids?: number[];
      /** @description reassign: il nuovo assegnatario */
      owner_id?: number;
    };
    TaskBulkFilterDto: {
      /**
       * @description overdue: aperti e scaduti; today: in scadenza oggi; week: da oggi ai prossimi 6 giorni
       * @enum {string}
       */
      due?: 'overdue' | 'today' | 'week';
      /**
       * @description `me` (i miei compiti) o l’id di un utente
       * @example me
       */
      owner?: string;
      search?: string;
      /** @enum {string} */
      status?: 'open' | 'done' | 'cancelled';
    };
    TaskBulkResultView: {
      /** @enum {string} */
      outcome: 'done' | 'refused';
      /** @description Perché non è stato modificato (in italiano) */
      reason: string | null;
      task_id: number;
      /** @description Il titolo (null per un compito non trovato) */
      title: string | null;
    };
    TaskBulkView: {
      /** @enum {string} */
      action: 'complete' | 'reopen' | 'cancel' | 'reassign' | 'delete';
      /** @description Record modificati */
      done: number;
      /** @description Record non modificati (con il motivo nel loro risultato) */
      refused: number;
      results: components['schemas']['TaskBulkResultView'][];
      /** @description Record selezionati (ognuno una volta) */
      total: number;
    };
    TaskPage: {
      data: components['schemas']['TaskView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    TaskView: {
      announcement_id: number | null;
      /** @description Nome del bando */
      announcement_name: string | null;
      call_id: number | null;
      /** @description Richiesta: «Richiesta del GG/MM/AAAA - cliente o azienda» */
      call_label: string | null;
      client_id: number | null;
      /** @description Ragione sociale del cliente */
      client_name: string | null;
      /**
       * Format: date-time
       * @description Quando è stato completato
       */
      completed_at: string | null;
      /** Format: date-time */
      created_at: string;
      created_by: number | null;
      description: string | null;
      /**
       * Format: date
       * @description Scadenza `YYYY-MM-DD`
       */
      due_date: string;
      id: number;
      negotiation_id: number | null;
      /** @description Titolo della trattativa */
      negotiation_title: string | null;
      /** @description Aperto e con scadenza prima di oggi (Europe/Rome) */
      overdue: boolean;
      owner_id: number;
      /** @description Nome e cognome dell’assegnatario */
      owner_name: string;
      /** @enum {string} */
      status: 'open' | 'done' | 'cancelled';
      title: string;
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    TemplateListEntryView: {
      /** Format: date-time */
      created_at: string;
      /** @description Modificabile qui (un template globale in un ambiente è in sola lettura) */
      editable: boolean;
      id: number;
      name: string;
      /** @description Ambiente di un template locale; null: globale */
      project_id: number | null;
      /** @enum {string} */
      scope: 'global' | 'local';
      /** @description Ente concedente del modulo salvato */
      supplying_authority: string | null;
      type_concessionary_financing: boolean;
      type_fiscal_bonus: boolean;
      type_interest_account: boolean;
      type_non_repayable_fund: boolean;
      type_warranty: boolean;
      /** Format: date-time */
      updated_at: string;
    };
    TemplatePage: {
      data: components['schemas']['TemplateListEntryView'][];
      /** @description Totale dei record che rispondono ai filtri */
      total: number;
      /** @description Presente sugli elenchi lunghi (clienti, bandi, clienti adatti a un bando): true quando `total` è una stima (oltre LIST_EXACT_TOTAL_LIMIT, predefinito 10.000 record), false quando è esatto */
      total_estimated?: boolean;
    };
    TemplateView: {
      aid_scheme_de_minimis?: boolean;
      aid_scheme_exemption?: boolean;
      aid_scheme_general_taxation?: boolean;
      aid_scheme_temporary_framework?: boolean;
      announcements_additional_documents?: components['schemas']['DocumentDto'][];
      announcements_areas_of_intervention?: string[];
      announcements_ateco_codes?: components['schemas']['AtecoEntryDto'][];
      announcements_company_dimensions?: string[];
      announcements_custom_fields?: components['schemas']['CustomFieldDto'][];
      announcements_expense_items?: components['schemas']['ExpenseItemDto'][];
      announcements_locations?: components['schemas']['LocationDto'][];
      announcements_other_attachments?: components['schemas']['DocumentDto'][];
      annual_volume_max?: number | null;
      annual_volume_min?: number | null;
      business_register?: string[];
      /** Format: date-time */
      created_at: string;
      created_by: number | null;
      /**
       * @description Regolamento de minimis del bando
       * @enum {string|null}
       */
      de_minimis_regulation?: 'general' | 'sgei' | 'agriculture' | 'fishery' | null;
      description?: string | null;
      /** @description Modificabile qui (un template globale in un ambiente è in sola lettura) */
      editable: boolean;
      eligible_expense_max?: number | null;
      eligible_expense_min?: number | null;
      /** @example 2026-06-30 */
      end_date?: string | null;
      evaluation_procedure?: string | null;
      facilitation_cumulability?: string | null;
      facilitation_intensity_of_help?: string | null;
      facilitation_relief?: string | null;
      fact_sheet?: string | null;
      female_enterprise?: boolean;
      grant_max?: number | null;
      grant_min?: number | null;
      id: number;
      include_ateco_codes?: boolean;
      interprofessional_fund?: string[];
      legal_form?: string[];
      link_regulatory?: string | null;
      name: string;
      number_of_employees_max?: number | null;
      number_of_employees_min?: number | null;
      /** @description Ambiente di un template locale; null: globale */
      project_id: number | null;
      public_entity_enterprise?: boolean;
      /** @description Requisiti per cui il bando non pone alcun vincolo (nessun limite, tutte le dimensioni, tutti i settori) */
      requirements_without_limit?: (
        | 'number_of_employees_min'
        | 'number_of_employees_max'
        | 'year_of_establishment_min'
        | 'year_of_establishment_max'
        | 'annual_volume_min'
        | 'annual_volume_max'
        | 'announcements_company_dimensions'
        | 'announcements_ateco_codes'
      )[];
      /** @enum {string} */
      scope: 'global' | 'local';
      /** @description ids of standard documents */
      standard_documents?: number[];
      /** @example 2026-01-31 */
      start_date?: string | null;
      /** @enum {string|null} */
      subscribed_to_cciaa?: 'yes' | 'no' | null;
      supplying_authority?: string | null;
      type_concessionary_financing?: boolean;
      type_fiscal_bonus?: boolean;
      type_interest_account?: boolean;
      type_non_repayable_fund?: boolean;
      type_warranty?: boolean;
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
      year_of_establishment_max?: number | null;
      year_of_establishment_min?: number | null;
      youth_enterprise?: boolean;
    };
    UndertakingMemberAidView: {
      /** @description Aiuti de minimis nel triennio, centesimi */
      aid_cents: number;
      /** @description Articolo (Reg. (UE) 2023/2831) */
      article: string;
      /** @description Il cliente dell’ambiente, se lo è */
      client_id: number | null;
      /** @description Partita IVA o codice fiscale */
      fiscal_code: string | null;
      name: string;
      reason: string;
      /**
       * @description self, controls, controlled, linked, merged, split_from; fuori: natural_person, partner
       * @enum {string}
       */
      relation: 'self' | 'controls' | 'controlled' | 'linked' | 'merged' | 'split_from' | 'natural_person' | 'partner';
    };
    UndertakingMemberView: {
      /** @description Articolo (Reg. (UE) 2023/2831) */
      article: string;
      /** @description Il cliente dell’ambiente, se lo è */
      client_id: number | null;
      /** @description Partita IVA o codice fiscale */
      fiscal_code: string | null;
      name: string;
      reason: string;
      /**
       * @description self, controls, controlled, linked, merged, split_from; fuori: natural_person, partner
       * @enum {string}
       */
      relation: 'self' | 'controls' | 'controlled' | 'linked' | 'merged' | 'split_from' | 'natural_person' | 'partner';
    };
    UndertakingOperationDto: {
      /**
       * @description Solo scissione: per attività rilevate o pro quota del patrimonio netto
       * @enum {string|null}
       */
      allocation?: 'activities' | 'equity' | null;
      /** @description L’altra impresa, se è un cliente dell’ambiente */
      counterpart_client_id?: number | null;
      /** @description Ragione sociale dell’impresa esterna */
      counterpart_name?: string | null;
      /** @description Partita IVA o codice fiscale dell’impresa esterna */
      counterpart_vat?: string | null;
      /** @description Scissione per patrimonio netto: valore contabile del patrimonio netto del cliente, centesimi */
      equity_cents?: number | null;
      /**
       * @description merger: fusione o acquisizione; split: scissione
       * @enum {string}
       */
      kind: 'merger' | 'split';
      /**
       * Format: date
       * @description Data di efficacia dell’operazione
       * @example 2025-06-30
       */
      operation_date: string;
      /** @description Scissione per patrimonio netto: valore contabile del patrimonio netto di tutte le nuove imprese, centesimi */
      total_equity_cents?: number | null;
    };
    UndertakingOperationPage: {
      data: components['schemas']['UndertakingOperationView'][];
      total: number;
    };
    UndertakingOperationUpdateDto: {
      /**
       * @description Solo scissione: per attività rilevate o pro quota del patrimonio netto
       * @enum {string|null}
       */
      allocation?: 'activities' | 'equity' | null;
      /** @description L’altra impresa, se è un cliente dell’ambiente */
      counterpart_client_id?: number | null;
      /** @description Ragione sociale dell’impresa esterna */
      counterpart_name?: string | null;
      /** @description Partita IVA o codice fiscale dell’impresa esterna */
      counterpart_vat?: string | null;
      /** @description Scissione per patrimonio netto: valore contabile del patrimonio netto del cliente, centesimi */
      equity_cents?: number | null;
      /**
       * @description merger: fusione o acquisizione; split: scissione
       * @enum {string}
       */
      kind: 'merger' | 'split';
      /**
       * Format: date
       * @description Data di efficacia dell’operazione
       * @example 2025-06-30
       */
      operation_date: string;
      /** @description Scissione per patrimonio netto: valore contabile del patrimonio netto di tutte le nuove imprese, centesimi */
      total_equity_cents?: number | null;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    UndertakingOperationView: {
      /**
       * @description Solo scissione: criterio di attribuzione degli aiuti
       * @enum {string|null}
       */
      allocation: 'activities' | 'equity' | null;
      /** @description Articolo applicato (Reg. (UE) 2023/2831, art. 3, par. 8 o 9) */
      article: string;
      client_id: number;
      /** @description L’altra impresa, se è un cliente dell’ambiente */
      counterpart_client_id: number | null;
      /** @description Ragione sociale dell’altra impresa */
      counterpart_name: string;
      /** @description Partita IVA o codice fiscale dell’altra impresa */
      counterpart_vat: string | null;
      /** Format: date-time */
      created_at: string;
      created_by: number | null;
      /** @description Spiegazione in italiano */
      description: string;
      /** @description Patrimonio netto del cliente alla scissione, centesimi */
      equity_cents: number | null;
      id: number;
      /**
       * @description merger: fusione o acquisizione; split: scissione
       * @enum {string}
       */
      kind: 'merger' | 'split';
      /**
       * Format: date
       * @description Data di efficacia
       */
      operation_date: string;
      /** @description Quota degli aiuti dell’altra impresa che conta per il cliente, in percentuale (due decimali) */
      share_percent: number;
      /** @description Patrimonio netto di tutte le nuove imprese, centesimi */
      total_equity_cents: number | null;
      /** Format: date-time */
      updated_at: string;
      updated_by: number | null;
      /** @description Versione per la concorrenza ottimistica (If-Match / `version`) */
      version: number;
    };
    UpdateAlertDto: {
      active?: boolean;
      content?: string;
      ends_at?: string | null;
      starts_at?: string;
      /** @enum {string} */
      type?: 'info' | 'warning' | 'error';
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    UpdateCallDto: {
      areas_of_intervention?: string[];
      /**
       * @description Default today
       * @example 2026-11-22
       */
      call_date?: string;
      /** @description Client call: client of this environment (required) */
      client_id?: number;
      /** @description Supplier call: company name (required) */
      company_name?: string;
      note?: string | null;
      /** @description Client call: referent of this environment (required) */
      referent_id?: number;
      /** @description Supplier call recipients */
      send_to?: components['schemas']['SendToDto'][];
      /** @enum {string} */
      status?: 'open' | 'in_progress' | 'closed';
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    UpdateDocumentTypeDto: {
      active?: boolean;
      expiry_from_document?: boolean;
      label?: string;
      validity_days?: number | null;
      validity_months?: number | null;
    };
    UpdateDropdownValueDto: {
      active?: boolean;
      label?: string;
      sort_order?: number;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    UpdateGlobalExpertDto: {
      can_edit_global_setting?: boolean;
      name?: string;
      phone?: string | null;
      project_ids?: number[];
      surname?: string;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    UpdateNewsletterDto: {
      /** @description Bandi to present: global or local to this environment */
      announcement_ids?: number[];
      /** @description An «aggiornamento»: only the subscribers whose client fits this announcement (global or of this environment) */
      audience_announcement_id?: number | null;
      body?: string;
      /** @description A client's newsletter: only that client's subscribers */
      client_id?: number | null;
      /**
       * @description manual: the bandi chosen; fits: each recipient's company's fitting announcements
       * @enum {string}
       */
      mode?: 'manual' | 'fits';
      subject?: string;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    UpdateProfileDto: {
      name: string;
      phone?: string | null;
      surname: string;
    };
    UpdateProjectDto: {
      /** @enum {string} */
      color?: 'blue' | 'green' | 'red' | 'yellow' | 'purple' | 'pink' | 'cyan' | 'orange';
      /** @description Address of a logo uploaded to this environment (/api/logos/{id}), or null */
      horizontal_logo?: string | null;
      name?: string;
      newsletter_enabled?: boolean;
      /** @description Reply-To of the environment's newsletters; null or '': the sending user's address (docs/architecture.md#mail-templates) */
      reply_to_email?: string | null;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
      /** @description Address of a logo uploaded to this environment (/api/logos/{id}), or null */
      vertical_logo?: string | null;
    };
    UpdateRemoteDto: {
      /** @example https://cdn.example.it/mf-calls/1.4.0/mf-manifest.json */
      entry: string;
    };
    UpdateStandardDocumentDto: {
      active?: boolean;
      description?: string | null;
      name?: string;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    UpdateTaskDto: {
      /** @description Bando globale o dell’ambiente */
      announcement_id?: number | null;
      /** @description Richiesta (call log) dell’ambiente: il compito ne è il seguito */
      call_id?: number | null;
      /** @description Cliente dell’ambiente */
      client_id?: number | null;
      description?: string | null;
      /**
       * Format: date
       * @example 2026-12-01
       */
      due_date?: string;
      /** @description Trattativa dell’ambiente */
      negotiation_id?: number | null;
      /** @description Assegnatario: utente dell’ambiente; predefinito l’utente corrente */
      owner_id?: number;
      /**
       * @description Predefinito `open`
       * @enum {string}
       */
      status?: 'open' | 'done' | 'cancelled';
      title?: string;
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    UpdateUserDto: {
      can_access_local_announcements?: boolean;
      can_edit_global_setting?: boolean;
      name?: string;
      phone?: string | null;
      project_ids?: number[];
      /** @enum {string} */
      status?: 'active' | 'inactive';
      surname?: string;
      /** @enum {string} */
      type?: 'administrator' | 'local-administrator' | 'client-manager' | 'referent' | 'expert-announcement' | 'local-expert-announcement';
      /** @description Versione del record letta con il GET (campo `version` o ETag). Se diversa da quella attuale la scrittura è rifiutata con 409; se assente la scrittura procede senza controllo. Alternativa all’intestazione If-Match. */
      version?: number;
    };
    UploadedFileView: {
      /** Format: date-time */
      created_at: string;
      /** Format: uuid */
      id: string;
      /**
       * @description Tipo riconosciuto dal contenuto
       * @example application/pdf
       */
      mime_type: string;
      /** @description Nome del file caricato (ripulito) */
      original_name: string;
      /** @description Dimensione in byte */
      size_bytes: number;
    };
    UserProjectRefView: {
      /** @enum {string} */
      color: 'blue' | 'green' | 'red' | 'yellow' | 'purple' | 'pink' | 'cyan' | 'orange';
      id: number;
      name: string;
    };
    UserView: {
      accepted: boolean;
      can_access_local_announcements: boolean;
      can_edit_global_setting: boolean;
      capabilities: components['schemas']['CapabilitiesView'];
      /** Format: date-time */
      created_at: string;
      email: string;
      /** @description Nome e cognome */
      fullName: string;
      id: number;
      /** @description Percorso iniziale dopo il login */
      initialRoute: string;
      isAdmin: boolean;
      isExpertAnnouncement: boolean;
      /** @description URL dell’immagine del profilo */
      logo: string | null;
      /** @description Verifica in due passaggi (TOTP) attiva (docs/security.md#two-factor-authentication) */
      mfa_enabled: boolean;
      /** @description La piattaforma la richiede per il ruolo e l'utente non l'ha ancora attivata: l'interfaccia porta al profilo */
      mfa_enrolment_required: boolean;
      /** @description Password temporanea: finché non è cambiata funziona solo il profilo */
      must_change_password: boolean;
      name: string;
      /** @description Permessi del ruolo (docs/roles.md#permissions): l’interfaccia offre solo le azioni che l’API accetta */
      permissions: (
        | 'session.any'
        | 'projects.create'
        | 'projects.update'
        | 'projects.modules.update'
        | 'projects.users.read'
        | 'projects.settings.read'
        | 'federation.update'
        | 'announcements.read'
        | 'announcements.global.manage'
        | 'announcements.global.documents'
        | 'announcements.local.manage'
        | 'clients.read'
        | 'clients.write'
        | 'referents.read'
        | 'referents.write'
        | 'referents.access.remove'
        | 'clients.notes'
        | 'clients.notes.moderate'
        | 'clients.log'
        | 'clients.eligibility'
        | 'clients.import'
        | 'negotiations.read'
        | 'negotiations.create'
        | 'negotiations.manage'
        | 'calls.read'
        | 'calls.create'
        | 'calls.update'
        | 'calls.supplier'
        | 'calls.archive'
        | 'tasks.read'
        | 'tasks.write'
        | 'home.read'
        | 'notifications.read'
        | 'saved_views.manage'
        | 'settings.global.read'
        | 'users.manage'
        | 'platform.security.manage'
        | 'projects.users.manage'
        | 'newsletters.manage'
        | 'templates.global.manage'
        | 'templates.local.manage'
        | 'audit.read'
        | 'announcements.share'
        | 'federation.releases.manage'
      )[];
      phone: string | null;
      projects: components['schemas']['UserProjectRefView'][];
      referent_id: number | null;
      /**
       * @description Pagina iniziale dopo il login: `default` (quella del ruolo) o `home` (La mia giornata), issue 37
       * @enum {string}
       */
      start_page: 'default' | 'home';
      /** @enum {string} */
      status: 'active' | 'inactive';
      surname: string;
      /** @enum {string} */
      type: 'administrator' | 'local-administrator' | 'client-manager' | 'referent' | 'expert-announcement' | 'local-expert-announcement';
      /** Format: date-time */
      updated_at: string;
    };
    ValidationErrorBodyDto: {
      /** @description Messaggi per campo (percorso del campo -> elenco di messaggi in italiano) */
      errors?: {
        [key: string]: string[];
      };
      /** @example I dati inviati non sono validi */
      message: string;
    };
    YearFiguresView: {
      /** @description Totale di bilancio, EUR */
      balance_sheet_total: number | null;
      /** @description Effettivi in ULA */
      headcount: number | null;
      /** @description Fatturato, EUR */
      turnover: number | null;
      year: number;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  jobs_list: {
    parameters: {
      query?: {
        state?: 'queued' | 'failed' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobList'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  jobs_retry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        queue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  alerts_active: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActiveAlertView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_listGlobal: {
    parameters: {
      query?: {
        /** @description comma separated, e.g. aid_scheme_de_minimis */
        aid_scheme?: string;
        ateco?: string;
        company_dimension?: string;
        deadline_from?: string;
        deadline_to?: string;
        /** @description comma separated, e.g. type_non_repayable_fund,type_warranty */
        funding_type?: string;
        region?: string;
        scope?: 'global' | 'local';
        search?: string;
        skip?: number;
        sort?: 'current' | 'deadline' | 'deadline_desc' | 'relevance' | 'name' | 'updated';
        state?: 'open' | 'forthcoming' | 'closed';
        status?: 'draft' | 'published';
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_createGlobal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementBodyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_getGlobal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_updateGlobal: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        announcementId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_removeGlobal: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        announcementId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_patchGlobal: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        announcementId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_duplicateGlobal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  files_downloadGlobal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il contenuto del file, come allegato */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_logsGlobal: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        announcementId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_saveGlobalAsTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NameDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcementsBulk_runGlobal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementBulkDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementBulkView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  exports_announcementsGlobal: {
    parameters: {
      query?: {
        /** @description comma separated, e.g. aid_scheme_de_minimis */
        aid_scheme?: string;
        ateco?: string;
        company_dimension?: string;
        deadline_from?: string;
        deadline_to?: string;
        /** @description xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM) */
        format?: 'xlsx' | 'csv';
        /** @description comma separated, e.g. type_non_repayable_fund,type_warranty */
        funding_type?: string;
        region?: string;
        scope?: 'global' | 'local';
        search?: string;
        skip?: number;
        sort?: 'current' | 'deadline' | 'deadline_desc' | 'relevance' | 'name' | 'updated';
        state?: 'open' | 'forthcoming' | 'closed';
        status?: 'draft' | 'published';
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il file (XLSX o CSV con `;` e BOM UTF-8), come allegato `<elenco>-AAAA-MM-GG.<formato>` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  import_import: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportReportView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  profile_image: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description L’immagine (PNG, JPEG o WebP) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  auth_csrfCookie: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cookie impostato */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  documentTypes_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentTypeView'][];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  releases_list: {
    parameters: {
      query?: {
        /** @description Solo i rilasci di questo modulo */
        remote?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReleasePage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  releases_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterReleaseDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReleaseView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  releases_promote: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReleaseView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  federation_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RemotePage'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  federation_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateRemoteDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RemoteView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  releases_restoreBuiltin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RemoteView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  releases_pin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PinReleaseDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReleaseView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  releases_unpin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  releases_rollback: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReleaseView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  files_uploadGlobal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadedFileView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  auth_forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ForgotPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  health_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description A dependency in use does not answer */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthView'];
        };
      };
    };
  };
  auth_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  logos_image: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description L’immagine (PNG, JPEG o WebP) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/*': string;
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  auth_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  auth_profile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  auth_updateProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  profile_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  profile_clear: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  mfa_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MfaStatusResponse'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  mfa_disable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MfaCodeDto'];
      };
    };
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  mfa_enable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MfaCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodesResponse'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  mfa_regenerate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MfaCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodesResponse'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  mfa_setup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MfaSetupResponse'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  auth_changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ChangePasswordDto'];
      };
    };
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  home_startPage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartPageDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projects_list: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projects_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateProjectDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projects_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projects_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProjectDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projects_patch: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateProjectDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_listProject: {
    parameters: {
      query?: {
        /** @description comma separated, e.g. aid_scheme_de_minimis */
        aid_scheme?: string;
        ateco?: string;
        company_dimension?: string;
        deadline_from?: string;
        deadline_to?: string;
        /** @description comma separated, e.g. type_non_repayable_fund,type_warranty */
        funding_type?: string;
        region?: string;
        scope?: 'global' | 'local';
        search?: string;
        skip?: number;
        sort?: 'current' | 'deadline' | 'deadline_desc' | 'relevance' | 'name' | 'updated';
        state?: 'open' | 'forthcoming' | 'closed';
        status?: 'draft' | 'published';
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_createLocal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementBodyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_getProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_updateProject: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_removeProject: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_patchProject: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_duplicateProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  eligibility_forAnnouncement: {
    parameters: {
      query?: {
        /** @description managing user id, or `me` */
        manager?: string;
        order?: 'asc' | 'desc';
        /** @description ISTAT region code of the legal seat */
        region?: string;
        search?: string;
        size?: 'micro' | 'small' | 'medium' | 'large';
        skip?: number;
        sort?: 'verdict' | 'name' | 'region';
        take?: number;
        verdict?: 'eligible' | 'unknown' | 'not_eligible';
      };
      header?: never;
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EligibleClientPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  exports_eligibleClients: {
    parameters: {
      query?: {
        /** @description xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM) */
        format?: 'xlsx' | 'csv';
        /** @description managing user id, or `me` */
        manager?: string;
        order?: 'asc' | 'desc';
        /** @description ISTAT region code of the legal seat */
        region?: string;
        search?: string;
        size?: 'micro' | 'small' | 'medium' | 'large';
        skip?: number;
        sort?: 'verdict' | 'name' | 'region';
        take?: number;
        verdict?: 'eligible' | 'unknown' | 'not_eligible';
      };
      header?: never;
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il file (XLSX o CSV con `;` e BOM UTF-8), come allegato `<elenco>-AAAA-MM-GG.<formato>` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  files_downloadProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        fileId: string;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il contenuto del file, come allegato */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_logsProject: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  negotiationsBulk_open: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['BulkNegotiationsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkNegotiationsView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  public_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SharePage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  public_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ShareDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedShareView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  public_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
        shareId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_saveProjectAsTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NameDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcementsBulk_runProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementBulkDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementBulkView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  exports_announcements: {
    parameters: {
      query?: {
        /** @description comma separated, e.g. aid_scheme_de_minimis */
        aid_scheme?: string;
        ateco?: string;
        company_dimension?: string;
        deadline_from?: string;
        deadline_to?: string;
        /** @description xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM) */
        format?: 'xlsx' | 'csv';
        /** @description comma separated, e.g. type_non_repayable_fund,type_warranty */
        funding_type?: string;
        region?: string;
        scope?: 'global' | 'local';
        search?: string;
        skip?: number;
        sort?: 'current' | 'deadline' | 'deadline_desc' | 'relevance' | 'name' | 'updated';
        state?: 'open' | 'forthcoming' | 'closed';
        status?: 'draft' | 'published';
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il file (XLSX o CSV con `;` e BOM UTF-8), come allegato `<elenco>-AAAA-MM-GG.<formato>` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  calls_list: {
    parameters: {
      query?: {
        client_id?: number;
        date_from?: string;
        date_to?: string;
        referent_id?: number;
        search?: string;
        skip?: number;
        /** @description Ordine: call_date, client, status, type, created_at; `-` davanti: decrescente (default -call_date) */
        sort?: 'call_date' | '-call_date' | 'client' | '-client' | 'status' | '-status' | 'type' | '-type' | 'created_at' | '-created_at';
        status?: 'open' | 'in_progress' | 'closed' | 'archived';
        take?: number;
        type?: 'client' | 'supplier';
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  calls_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCallDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  calls_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        callId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  calls_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        callId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCallDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  calls_patch: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        callId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCallDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  calls_link: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        callId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  calls_unlink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        announcementId: number;
        callId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  calls_archive: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        callId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  calls_restore: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        callId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  calls_send: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        callId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  callsBulk_run: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CallBulkDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CallBulkView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  exports_calls: {
    parameters: {
      query?: {
        client_id?: number;
        date_from?: string;
        date_to?: string;
        /** @description xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM) */
        format?: 'xlsx' | 'csv';
        referent_id?: number;
        search?: string;
        skip?: number;
        /** @description Ordine: call_date, client, status, type, created_at; `-` davanti: decrescente (default -call_date) */
        sort?: 'call_date' | '-call_date' | 'client' | '-client' | 'status' | '-status' | 'type' | '-type' | 'created_at' | '-created_at';
        status?: 'open' | 'in_progress' | 'closed' | 'archived';
        take?: number;
        type?: 'client' | 'supplier';
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il file (XLSX o CSV con `;` e BOM UTF-8), come allegato `<elenco>-AAAA-MM-GG.<formato>` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientImports_preview: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': components['schemas']['ImportUploadDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientImportView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientImports_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientImportView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientImports_commit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientImportView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientImports_mapping: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportMappingDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientImportView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientImports_undo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientImportView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clients_list: {
    parameters: {
      query?: {
        /** @description ATECO prefix (e.g. 62 or 62.01) */
        ateco?: string;
        dimension?: 'micro' | 'small' | 'medium' | 'large';
        /** @description managing user id, or `none`: the clients without any manager ("Senza gestore", issue 37) */
        managed_by?: string;
        /** @description ISTAT region code of the legal seat */
        region?: string;
        search?: string;
        skip?: number;
        /** @description Ordine: name (default), created_at, city, province, region, company_dimension, manager; `-` davanti: decrescente */
        sort?:
          | 'name'
          | '-name'
          | 'created_at'
          | '-created_at'
          | 'city'
          | '-city'
          | 'province'
          | '-province'
          | 'region'
          | '-region'
          | 'company_dimension'
          | '-company_dimension'
          | 'manager'
          | '-manager';
        /** @description Stato del cliente (active, inactive, archived) */
        status?: 'active' | 'inactive' | 'archived';
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clients_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClientInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDetail'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /**
       * @description Dati non validi
       *
       *     Anche partita IVA o codice fiscale già di un altro cliente dell’ambiente: `duplicates` lo indica per campo
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientValidationErrorBody'];
        };
      };
    };
  };
  clients_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDetail'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clients_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClientUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDetail'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /**
       * @description Dati non validi
       *
       *     Anche partita IVA o codice fiscale già di un altro cliente dell’ambiente: `duplicates` lo indica per campo
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientValidationErrorBody'];
        };
      };
    };
  };
  clients_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clients_patch: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClientUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDetail'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /**
       * @description Dati non validi
       *
       *     Anche partita IVA o codice fiscale già di un altro cliente dell’ambiente: `duplicates` lo indica per campo
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientValidationErrorBody'];
        };
      };
    };
  };
  stateAids_deMinimis: {
    parameters: {
      query?: {
        /** @description Data di riferimento (predefinita oggi) */
        at?: string;
      };
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeMinimisView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientDocumentList_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDocumentListView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientDocumentList_upload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: date */
          expiry_date?: string;
          /** Format: binary */
          file: string;
          /** Format: date */
          issue_date?: string;
          name?: string;
          /** @enum {string} */
          replace?: 'true' | 'false';
          type: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDocumentListView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientDocuments_upload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
        slot: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          date?: string;
          /** Format: binary */
          file?: string;
          name?: string;
        };
      };
    };
    responses: {
      /** @description Gli undici tipi di documento del cliente */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDocumentView'][];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientDocuments_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
        slot: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientDocuments_download: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
        slot: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il file, come allegato (Content-Disposition: attachment), con il suo tipo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientDocumentList_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        documentId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientDocumentList_download: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        documentId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il file, come allegato (Content-Disposition: attachment), con il suo tipo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  eligibility_forClient: {
    parameters: {
      query?: {
        /** @description only this call (the per-client call view) */
        announcement_id?: number;
        /** @description area of intervention (a value of the areas_of_intervention list) */
        area?: string;
        /** @description closing on or after this date (or open-ended) */
        closing_after?: string;
        /** @description closing on or before this date */
        closing_before?: string;
        /** @description forms of aid, comma separated, e.g. type_non_repayable_fund,type_warranty */
        funding_type?: string;
        search?: string;
        skip?: number;
        take?: number;
        verdict?: 'eligible' | 'unknown' | 'not_eligible';
      };
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EligibleAnnouncementPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clients_log: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  notes_list: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotePage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  notes_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NoteDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoteView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  notes_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        noteId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoteView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  notes_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        clientId: number;
        noteId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NoteUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoteView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  notes_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        clientId: number;
        noteId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  public_listForClient: {
    parameters: {
      query?: {
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientSharePage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  stateAids_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateAidPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  stateAids_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StateAidDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateAidView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  stateAids_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        aidId: number;
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateAidView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  stateAids_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        aidId: number;
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StateAidUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateAidView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  stateAids_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        aidId: number;
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  exports_stateAids: {
    parameters: {
      query?: {
        /** @description xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM) */
        format?: 'xlsx' | 'csv';
      };
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il file (XLSX o CSV con `;` e BOM UTF-8), come allegato `<elenco>-AAAA-MM-GG.<formato>` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  undertakingOperations_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UndertakingOperationPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  undertakingOperations_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UndertakingOperationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UndertakingOperationView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  undertakingOperations_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: number;
        operationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UndertakingOperationView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  undertakingOperations_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        clientId: number;
        operationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UndertakingOperationUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UndertakingOperationView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  undertakingOperations_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        clientId: number;
        operationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientsBulk_start: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClientBulkDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientBulkAccepted'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientsBulk_status: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        jobId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientBulkJobView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clientsBulk_managers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientManagerOption'][];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  clients_duplicates: {
    parameters: {
      query?: {
        /** @description Id del cliente in modifica, escluso dalla ricerca */
        exclude_id?: number;
        /** @description Codice fiscale da cercare */
        fiscal_code?: string;
        /** @description Partita IVA da cercare (anche nella forma IT 01234567890) */
        vat_number?: string;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDuplicates'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  exports_clients: {
    parameters: {
      query?: {
        /** @description ATECO prefix (e.g. 62 or 62.01) */
        ateco?: string;
        dimension?: 'micro' | 'small' | 'medium' | 'large';
        /** @description xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM) */
        format?: 'xlsx' | 'csv';
        /** @description managing user id, or `none`: the clients without any manager ("Senza gestore", issue 37) */
        managed_by?: string;
        /** @description ISTAT region code of the legal seat */
        region?: string;
        search?: string;
        skip?: number;
        /** @description Ordine: name (default), created_at, city, province, region, company_dimension, manager; `-` davanti: decrescente */
        sort?:
          | 'name'
          | '-name'
          | 'created_at'
          | '-created_at'
          | 'city'
          | '-city'
          | 'province'
          | '-province'
          | 'region'
          | '-region'
          | 'company_dimension'
          | '-company_dimension'
          | 'manager'
          | '-manager';
        /** @description Stato del cliente (active, inactive, archived) */
        status?: 'active' | 'inactive' | 'archived';
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il file (XLSX o CSV con `;` e BOM UTF-8), come allegato `<elenco>-AAAA-MM-GG.<formato>` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  releases_effective: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EffectiveRemotePage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  files_uploadProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadedFileView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  home_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  home_seen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HomeSeenView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  logos_upload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: string;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  logos_clear: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: string;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projects_modules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ModulesView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projects_setModules: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ModulesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ModulesView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  negotiations_list: {
    parameters: {
      query?: {
        client_id?: number;
        search?: string;
        skip?: number;
        stage?:
          | 'contact'
          | 'engagement'
          | 'application_submitted'
          | 'under_review'
          | 'admitted'
          | 'grant_decree'
          | 'disbursement'
          | 'reporting'
          | 'closed_won'
          | 'closed_lost';
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NegotiationPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  negotiations_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NegotiationInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NegotiationView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  negotiations_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NegotiationView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  negotiations_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NegotiationReplaceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NegotiationView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  negotiations_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  negotiations_patch: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NegotiationPatchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NegotiationView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DossierView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_build: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DossierView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_add: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DossierItemCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DossierView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: number;
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_patch: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: number;
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DossierItemPatchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DossierItemView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_download: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: number;
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il contenuto del file, come allegato */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_upload: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        itemId: number;
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DossierItemView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_links: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DossierLinkPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_createLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DossierLinkDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreatedDossierLinkView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_revokeLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        linkId: number;
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  dossiers_zip: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il dossier in un file ZIP con indice.csv */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  negotiations_move: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        negotiationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NegotiationStageDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NegotiationView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  negotiations_board: {
    parameters: {
      query?: {
        client_id?: number;
        search?: string;
        skip?: number;
        stage?:
          | 'contact'
          | 'engagement'
          | 'application_submitted'
          | 'under_review'
          | 'admitted'
          | 'grant_decree'
          | 'disbursement'
          | 'reporting'
          | 'closed_won'
          | 'closed_lost';
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NegotiationBoardView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  exports_negotiations: {
    parameters: {
      query?: {
        client_id?: number;
        /** @description xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM) */
        format?: 'xlsx' | 'csv';
        search?: string;
        skip?: number;
        stage?:
          | 'contact'
          | 'engagement'
          | 'application_submitted'
          | 'under_review'
          | 'admitted'
          | 'grant_decree'
          | 'disbursement'
          | 'reporting'
          | 'closed_won'
          | 'closed_lost';
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il file (XLSX o CSV con `;` e BOM UTF-8), come allegato `<elenco>-AAAA-MM-GG.<formato>` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  subscribers_list: {
    parameters: {
      query?: {
        client_id?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriberList'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  subscribers_subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubscribeDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriberView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  subscribers_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        subscriberId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriberDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  subscribers_unsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        subscriberId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SubscriberView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletters_list: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletters_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateNewsletterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletters_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        newsletterId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletters_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        newsletterId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateNewsletterDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletters_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        newsletterId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletters_deliveries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        newsletterId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeliveryList'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletters_preview: {
    parameters: {
      query?: {
        subscriber_id?: number;
      };
      header?: never;
      path: {
        newsletterId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterPreviewList'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletters_send: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        newsletterId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletters_clientUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewsletterClientUpdateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  notifications_list: {
    parameters: {
      query?: {
        skip?: number;
        take?: number;
        /** @description `true`: solo le non lette */
        unread?: 'true' | 'false';
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  notifications_read: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        notificationId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  notifications_readAll: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationsReadAll'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  notifications_unreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationUnreadCount'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  referents_list: {
    parameters: {
      query?: {
        /** @description only the referents who follow this client (e.g. the referent of a client call) */
        client_id?: number;
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferentPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  referents_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReferentInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferentView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  referents_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        referentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferentView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  referents_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        referentId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReferentReplaceDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferentView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  referents_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        referentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  referents_patch: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        referentId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReferentPatchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferentView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  referents_invite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        referentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferentView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  referents_removeAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        referentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferentView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  exports_referents: {
    parameters: {
      query?: {
        /** @description only the referents who follow this client (e.g. the referent of a client call) */
        client_id?: number;
        /** @description xlsx (Excel) o csv (separatore `;`, UTF-8 con BOM) */
        format?: 'xlsx' | 'csv';
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il file (XLSX o CSV con `;` e BOM UTF-8), come allegato `<elenco>-AAAA-MM-GG.<formato>` */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  savedViews_list: {
    parameters: {
      query?: {
        list?: 'clients' | 'announcements' | 'calls' | 'negotiations' | 'referents' | 'tasks';
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedViewsResponse'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  savedViews_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SavedViewCreateDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedViewView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  savedViews_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        viewId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedViewView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  savedViews_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        viewId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SavedViewUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedViewView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  savedViews_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        viewId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  search_find: {
    parameters: {
      query?: {
        /** @description Risultati al massimo per tipo di record */
        limit?: number;
        /** @description Termine cercato (da 2 a 100 caratteri; più corto: nessun risultato) */
        q?: string;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchResultView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projects_settings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectSettingsView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  stateAidImports_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateAidImportList'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  stateAidImports_start: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateAidImportView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  stateAidImports_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        importId: number;
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StateAidImportView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  tasks_list: {
    parameters: {
      query?: {
        /** @description Solo i compiti di questo bando */
        announcement_id?: number | null;
        /** @description Solo i compiti di questa richiesta */
        call_id?: number | null;
        /** @description Solo i compiti di questo cliente */
        client_id?: number | null;
        /** @description overdue: aperti e scaduti; today: in scadenza oggi; week: da oggi ai prossimi 6 giorni */
        due?: 'overdue' | 'today' | 'week';
        /** @description Solo i compiti di questa trattativa */
        negotiation_id?: number | null;
        /** @description `me` (i miei compiti) o l’id di un utente */
        owner?: string;
        search?: string;
        skip?: number;
        status?: 'open' | 'done' | 'cancelled';
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaskPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  tasks_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTaskDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaskView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  tasks_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        taskId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaskView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  tasks_remove: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        taskId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Compito eliminato */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  tasks_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        taskId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTaskDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaskView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  tasks_assignees: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaskAssigneeView'][];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  tasksBulk_run: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TaskBulkDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TaskBulkView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_listProject: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplatePage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_createProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementBodyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_getProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        templateId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_updateProject: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        templateId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_removeProject: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        templateId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_patchProject: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        templateId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_announcementFromProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        templateId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NameDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_logsProject: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        templateId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projects_users: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProjectUserPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projectUsers_add: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddProjectUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projectUsers_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  projectUsers_invite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Id dell’ambiente */
        projectId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InviteProjectUserDto'];
      };
    };
    responses: {
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvitationView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Ambiente o record non trovato (o di un altro ambiente) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  public_view: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        announcementId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicAnnouncementView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  public_file: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        announcementId: number;
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Il contenuto del file, come allegato */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletterPublic_interested: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        announcementId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InterestRecordedView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  publicDossier_view: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicDossierView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  publicDossier_upload: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path: {
        itemId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicDossierView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletterPublic_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewsletterTokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterConfirmedView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletterPublic_unsubscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewsletterTokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterUnsubscribedView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  newsletterPublic_oneClick: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterUnsubscribedView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  reference_ateco: {
    parameters: {
      query?: {
        /** @description 1 sezione … 6 sottocategoria */
        level?: number;
        /** @description Codice padre: elenca i figli */
        parent?: string;
        search?: string;
        skip?: number;
        take?: number;
        version?: '2025' | '2007';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AtecoCodePage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  reference_recoding: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AtecoRecodingView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  reference_atecoCode: {
    parameters: {
      query?: {
        /** @description 1 sezione … 6 sottocategoria */
        level?: number;
        /** @description Codice padre: elenca i figli */
        parent?: string;
        search?: string;
        skip?: number;
        take?: number;
        version?: '2025' | '2007';
      };
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AtecoCodeDetail'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  reference_comuni: {
    parameters: {
      query?: {
        /** @description Sigla della provincia, es. MI */
        province?: string;
        /** @description Codice ISTAT della regione, es. 03 */
        region?: string;
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ComunePage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  reference_dropdown: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        list: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DropdownOptionView'][];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  reference_foreignStates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ForeignStateView'][];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  reference_legalForms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LegalFormView'][];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  reference_options: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReferenceOptionsView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  reference_provinces: {
    parameters: {
      query?: {
        /** @description Codice ISTAT della regione, es. 03 */
        region?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProvinceView'][];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  reference_regions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegionView'][];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  auth_resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordDto'];
      };
    };
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  auth_session: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionView'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_alertList: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlertPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_createAlert: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAlertDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlertView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_getAlert: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlertView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_updateAlert: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateAlertDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlertView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_deleteAlert: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  documentTypes_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DocumentTypeInputDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentTypeView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  documentTypes_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        typeId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDocumentTypeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentTypeView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_lists: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DropdownListView'][];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_values: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        list: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DropdownValuePage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_createValue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        list: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DropdownValueDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DropdownValueView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_getValue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        list: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DropdownValueView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_updateValue: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        id: number;
        list: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDropdownValueDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DropdownValueView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_deleteValue: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        id: number;
        list: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_globalExperts: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_createGlobalExpert: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateGlobalExpertDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_updateGlobalExpert: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateGlobalExpertDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_activateGlobalExpert: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_deactivateGlobalExpert: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  mfa_settings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecuritySettingsResponse'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  mfa_updateSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SecuritySettingsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SecuritySettingsResponse'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_documents: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StandardDocumentPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_createDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StandardDocumentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StandardDocumentView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_getDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StandardDocumentView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_updateDocument: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateStandardDocumentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StandardDocumentView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  settings_deleteDocument: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  announcements_standardDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StandardDocumentRefPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_listGlobal: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplatePage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_createGlobal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementBodyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_getGlobal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        templateId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_updateGlobal: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        templateId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_removeGlobal: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        templateId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_patchGlobal: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        templateId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnnouncementUpdateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemplateView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_announcementFromGlobal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        templateId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NameDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AnnouncementDetailView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  templates_logsGlobal: {
    parameters: {
      query?: {
        search?: string;
        skip?: number;
        take?: number;
      };
      header?: never;
      path: {
        templateId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  users_list: {
    parameters: {
      query?: {
        project_id?: number;
        search?: string;
        skip?: number;
        status?: 'active' | 'inactive';
        take?: number;
        type?:
          | 'administrator'
          | 'local-administrator'
          | 'client-manager'
          | 'referent'
          | 'expert-announcement'
          | 'local-expert-announcement';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserPage'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  users_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  users_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  users_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  users_patch: {
    parameters: {
      query?: never;
      header?: {
        /** @description ETag del record letto (`"<version>"`); in alternativa il campo `version` nel corpo. */
        'If-Match'?: string;
      };
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Il record è stato modificato da un altro utente: `{message, current, modified_by: {id, name}, modified_at}`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  users_activate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  users_deactivate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUserView'];
        };
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
  mfa_reset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        userId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Fatto, nessun contenuto */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Non autenticato */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Non autorizzato */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Dati non validi */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
    };
  };
}
