// The messaging remote is consumed through remoteEntry.js ('./Routes'); this entry only anchors the build.
export {};
