import { graphql } from '../gql/gql';

export const AdminMediaLibraryDocument = graphql(`
  query AdminMediaLibrary($search: String, $first: Int, $after: String) {
    mediaLibrary(search: $search, first: $first, after: $after) {
      hasMore
      endCursor
      items {
        id
        url
        name
        kind
        size
        width
        height
        focalX
        focalY
        createdAt
        unusedSince
        uses {
          articleId
          title
          slug
          published
          usage
          alt
        }
      }
    }
  }
`);

export const AdminSetMediaFocalPointDocument = graphql(`
  mutation AdminSetMediaFocalPoint($id: ID!, $x: Float!, $y: Float!) {
    setMediaFocalPoint(id: $id, x: $x, y: $y) {
      id
      focalX
      focalY
    }
  }
`);
