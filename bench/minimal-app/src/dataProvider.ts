import fakeRestDataProvider from 'ra-data-fakerest';

const posts = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: `Post ${i + 1}`, body: 'Lorem ipsum' }));
const comments = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, post_id: (i % 30) + 1, body: `Comment ${i + 1}` }));

export const dataProvider = fakeRestDataProvider({ posts, comments });
