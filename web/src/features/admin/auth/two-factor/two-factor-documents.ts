import { graphql } from '../../gql/gql';

// Documents used with an enrolment ticket (before there is a session) are separate from the
// profile's: their UNAUTHENTICATED answer means "sign in again", not "your session ended"
// (apollo/apollo-client.ts lists them as credential operations).

// The app's set-up (its secret and QR code), with a ticket or signed in.
graphql(`
  fragment AdminTotpSetup on TotpSetup {
    setupId
    secret
    uri
    qrSvg
  }
`);

// A factor set up with a ticket: its recovery codes, and the session it signs in with.
graphql(`
  fragment AdminEnrolment on TwoFactorEnrolment {
    recoveryCodes
    signIn {
      step
      token
      user {
        ...AdminViewer
      }
    }
  }
`);

export const EnrolStartTotpDocument = graphql(`
  mutation AdminEnrolStartTotp($ticket: String!) {
    startTotpSetup(ticket: $ticket) {
      ...AdminTotpSetup
    }
  }
`);

export const EnrolConfirmTotpDocument = graphql(`
  mutation AdminEnrolConfirmTotp($setupId: ID!, $code: String!, $ticket: String!) {
    confirmTotpSetup(setupId: $setupId, code: $code, ticket: $ticket) {
      ...AdminEnrolment
    }
  }
`);

export const EnrolStartPasskeyDocument = graphql(`
  mutation AdminEnrolStartPasskey($ticket: String!) {
    startPasskeyRegistration(ticket: $ticket)
  }
`);

export const EnrolFinishPasskeyDocument = graphql(`
  mutation AdminEnrolFinishPasskey($response: String!, $name: String, $ticket: String!) {
    finishPasskeyRegistration(response: $response, name: $name, ticket: $ticket) {
      ...AdminEnrolment
    }
  }
`);

export const StartTotpSetupDocument = graphql(`
  mutation AdminStartTotpSetup {
    startTotpSetup {
      ...AdminTotpSetup
    }
  }
`);

export const ConfirmTotpSetupDocument = graphql(`
  mutation AdminConfirmTotpSetup($setupId: ID!, $code: String!) {
    confirmTotpSetup(setupId: $setupId, code: $code) {
      recoveryCodes
    }
  }
`);

export const StartPasskeyRegistrationDocument = graphql(`
  mutation AdminStartPasskeyRegistration {
    startPasskeyRegistration
  }
`);

export const FinishPasskeyRegistrationDocument = graphql(`
  mutation AdminFinishPasskeyRegistration($response: String!, $name: String) {
    finishPasskeyRegistration(response: $response, name: $name) {
      recoveryCodes
    }
  }
`);

export const MyTwoFactorDocument = graphql(`
  query AdminMyTwoFactor {
    myTwoFactor {
      required
      totpEnabledAt
      recoveryCodesLeft
      passkeys {
        id
        name
        createdAt
        lastUsedAt
        synced
      }
    }
  }
`);

export const RemoveTotpDocument = graphql(`
  mutation AdminRemoveTotp($currentPassword: String!) {
    removeTotp(currentPassword: $currentPassword) {
      totpEnabledAt
    }
  }
`);

export const RemovePasskeyDocument = graphql(`
  mutation AdminRemovePasskey($id: ID!, $currentPassword: String!) {
    removePasskey(id: $id, currentPassword: $currentPassword) {
      recoveryCodesLeft
    }
  }
`);

export const RenewRecoveryCodesDocument = graphql(`
  mutation AdminRenewRecoveryCodes($currentPassword: String!) {
    renewRecoveryCodes(currentPassword: $currentPassword)
  }
`);
