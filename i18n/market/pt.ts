import type { DeepStrings } from '../types';
import type { marketEs } from './es';
import { fleetInstallPt } from './installs/pt';

export const marketPt = {
  ...fleetInstallPt,
  market: {
    upload: {
      drop: 'Arraste um arquivo para cá ou escolha um',
      choose: 'Escolher arquivo: {{label}}',
      kinds: {
        apk: 'APK Android',
        image: 'Imagem PNG ou JPG',
        video: 'Vídeo MP4 ou WebM',
        document: 'Documento PDF',
      },
      limit: '{{kind}}, até {{max}} MB',
      uploading: 'Enviando {{name}}: {{percent}} %',
      cancel: 'Cancelar o envio',
      cancelled: 'Envio cancelado.',
      tooLarge: 'O arquivo excede o limite de {{max}} MB.',
      wrongType: 'Este tipo de arquivo não é aceito aqui.',
      uploaded: 'Enviado: {{name}}',
      remove: 'Remover',
      open: 'Abrir o arquivo',
      screenshotsLeft: 'Você pode adicionar mais {{count}} capturas (no máximo 5).',
      screenshotsFull: 'Já há 5 capturas: remova uma para adicionar outra.',
    },
    apk: {
      read: 'Lido do arquivo: pacote {{packageName}}, versão {{versionName}} (código {{versionCode}})',
      mismatch: 'O pacote do APK ({{packageName}}) não é o do aplicativo ({{expected}}).',
    },
    app: {
      tabs: { data: 'Dados', versions: 'Versões', apiKeys: 'Chaves de API', economicSectors: 'Setores econômicos' },
      sections: {
        identity: 'Identidade',
        images: 'Imagens e documentos',
        pricing: 'Preço',
        flags: 'Opções',
        targeting: 'Modelos de terminal',
        texts: 'Nomes e descrições',
      },
      saveFirst: 'Salve o aplicativo para adicionar versões e chaves de API.',
    },
    versions: {
      add: 'Nova versão',
      empty: 'Este aplicativo ainda não tem versões.',
      createTitle: 'Nova versão de {{app}}',
      state: 'Status inicial',
      create: 'Criar versão',
      created: 'Versão criada.',
      download: 'Baixar APK',
      changed: 'Status da versão alterado.',
      deleted: 'Versão excluída.',
      actions: {
        menu: 'Ações da versão {{version}}',
        PILOT: 'Tornar piloto',
        ACTIVE: 'Ativar',
        NOT_DEFINED: 'Marcar como disponível',
        INACTIVE: 'Desativar',
        reenable: 'Reativar',
        delete: 'Excluir',
      },
      onlyAdminReenables: 'Somente um administrador do sistema pode reativar uma versão desativada.',
      lastActive: 'Deve restar pelo menos uma versão ativa.',
      promote: {
        title: 'Ativar a versão piloto {{version}}',
        open: 'Abri-la a todos os terminais dos modelos da aplicação',
        keep: 'Mantê-la só nos seus {{count}} terminais piloto',
        confirm: 'Ativar',
      },
      reach: {
        models: 'Todos os terminais dos seus modelos',
        listed: 'Só os {{count}} terminais da sua lista',
      },
      confirmDelete: {
        title: 'Excluir a versão {{version}}?',
        content: 'A exclusão é definitiva: a versão e seu binário não podem ser recuperados.',
      },
      lowerCode: {
        title: 'Código de versão inferior',
        content: 'O código {{code}} é inferior ao de uma versão existente ({{highest}}). Criar a versão mesmo assim?',
      },
      pilotTerminals: 'Terminais piloto',
      pilotHandover: 'A versão piloto atual ({{version}}) deixará de ser piloto.',
    },
    bundles: { download: 'Baixar' },
    apiKeys: {
      generate: 'Gerar chave de API',
      generated: 'Chave de API gerada.',
      activate: 'Ativar',
      deactivate: 'Desativar',
      expire: 'Expirar agora',
      expired: 'Expirada',
      changed: 'Chave de API atualizada.',
      empty: 'Este aplicativo não tem chaves de API.',
      confirmExpire: {
        title: 'Expirar esta chave de API?',
        content: 'As integrações que a usam deixarão de funcionar, e a chave não poderá ser reativada.',
      },
    },
  },
} satisfies DeepStrings<typeof marketEs>;
