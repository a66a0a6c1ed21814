import { fleetInstallEs } from './installs/es';

/** Texts of the market screens in Spanish (the source: en and pt must have every key). */
export const marketEs = {
  ...fleetInstallEs,
  market: {
    upload: {
      drop: 'Arrastre aquí un archivo o elíjalo',
      choose: 'Elegir archivo: {{label}}',
      kinds: {
        apk: 'APK de Android',
        image: 'Imagen PNG o JPG',
        video: 'Vídeo MP4 o WebM',
        document: 'Documento PDF',
      },
      limit: '{{kind}}, hasta {{max}} MB',
      uploading: 'Subiendo {{name}}: {{percent}} %',
      cancel: 'Cancelar la subida',
      cancelled: 'Subida cancelada.',
      tooLarge: 'El archivo supera el máximo de {{max}} MB.',
      wrongType: 'Este tipo de archivo no se admite aquí.',
      uploaded: 'Subido: {{name}}',
      remove: 'Quitar',
      open: 'Abrir el archivo',
      screenshotsLeft: 'Puede añadir {{count}} capturas más (máximo 5).',
      screenshotsFull: 'Ya hay 5 capturas: quite una para añadir otra.',
    },
    apk: {
      read: 'Leído del archivo: paquete {{packageName}}, versión {{versionName}} (código {{versionCode}})',
      mismatch: 'El paquete del APK ({{packageName}}) no es el de la aplicación ({{expected}}).',
    },
    app: {
      tabs: { data: 'Datos', versions: 'Versiones', apiKeys: 'Claves API', economicSectors: 'Sectores económicos' },
      sections: {
        identity: 'Identidad',
        images: 'Imágenes y documentos',
        pricing: 'Precio',
        flags: 'Opciones',
        targeting: 'Modelos de terminal',
        texts: 'Nombres y descripciones',
      },
      saveFirst: 'Guarde la aplicación para añadir versiones y claves API.',
    },
    versions: {
      add: 'Nueva versión',
      empty: 'Esta aplicación aún no tiene versiones.',
      createTitle: 'Nueva versión de {{app}}',
      state: 'Estado inicial',
      create: 'Crear versión',
      created: 'Versión creada.',
      download: 'Descargar APK',
      changed: 'Estado de la versión cambiado.',
      deleted: 'Versión eliminada.',
      actions: {
        menu: 'Acciones de la versión {{version}}',
        PILOT: 'Convertir en piloto',
        ACTIVE: 'Activar',
        NOT_DEFINED: 'Marcar como disponible',
        INACTIVE: 'Desactivar',
        reenable: 'Reactivar',
        delete: 'Eliminar',
      },
      onlyAdminReenables: 'Solo un administrador del sistema puede reactivar una versión desactivada.',
      lastActive: 'Debe quedar al menos una versión activa.',
      promote: {
        title: 'Activar la versión piloto {{version}}',
        open: 'Abrirla a todos los terminales de los modelos de la aplicación',
        keep: 'Mantenerla solo en sus {{count}} terminales piloto',
        confirm: 'Activar',
      },
      reach: {
        models: 'Todos los terminales de sus modelos',
        listed: 'Solo {{count}} terminales de su lista',
      },
      confirmDelete: {
        title: '¿Eliminar la versión {{version}}?',
        content: 'La eliminación es definitiva: la versión y su binario no se pueden recuperar.',
      },
      lowerCode: {
        title: 'Código de versión inferior',
        content:
          'El código {{code}} es inferior al de una versión existente ({{highest}}). ¿Crear la versión de todos modos?',
      },
      pilotTerminals: 'Terminales piloto',
      pilotHandover: 'La versión piloto actual ({{version}}) dejará de serlo.',
    },
    bundles: { download: 'Descargar' },
    apiKeys: {
      generate: 'Generar clave API',
      generated: 'Clave API generada.',
      activate: 'Activar',
      deactivate: 'Desactivar',
      expire: 'Caducar ahora',
      expired: 'Caducada',
      changed: 'Clave API actualizada.',
      empty: 'Esta aplicación no tiene claves API.',
      confirmExpire: {
        title: '¿Caducar esta clave API?',
        content: 'Las integraciones que la usan dejarán de funcionar y la clave no se podrá reactivar.',
      },
    },
  },
};
