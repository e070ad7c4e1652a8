import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The file operations a draft needs, each failing with the system's own reason.
///
/// NB: Foundation's file errors read "The operation could not be completed" on Linux; the
/// system's words ("Permission denied", "Is a directory") tell a person what to fix.
enum DraftFile {
    /// Why an operation failed, as `strerror` words it.
    struct Failure: Error {
        let reason: String

        /// The failure of the system call that just failed.
        static var last: Failure { Failure(errno) }

        init(_ code: Int32) {
            reason = String(cString: strerror(code))
        }

        init(reason: String) {
            self.reason = reason
        }
    }

    /// The whole content of the file at `url`; `nil` when there is no such file.
    ///
    /// NB: Only a regular file is read. Opening a FIFO for reading waits for a writer that may
    /// never come (`O_NONBLOCK` makes it return), and a device such as `/dev/zero` never ends.
    /// A terminal in the draft's place does not become the process's terminal (`O_NOCTTY`).
    static func read(_ url: URL) throws(Failure) -> Data? {
        let fd = open(url.path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw .last
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .last }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(EISDIR)
        // Translators: why a draft could not be read, said in “The draft %1$s could not be read (%2$s); left in place.”
        default: throw Failure(reason: localized("not a regular file"))
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .last }
            guard count > 0 else { return data }
            data.append(contentsOf: chunk[..<count])
        }
    }

    /// Replaces the file at `url` with `data` so that readers see the old content or the new,
    /// never a mix: a temporary file of its own, fsync, rename, fsync of the folder. Temporary
    /// files of `url` that a process killed before its rename left behind are removed first.
    /// A symbolic link at `url` stays: the file it points to is replaced, as editors save a
    /// linked file, since a person who links a draft keeps it where the link points.
    ///
    /// NB: The caller holds `lock(for:)`: no other save is writing a temporary file of `url`
    /// while they are removed.
    static func replace(_ url: URL, with data: Data) throws(Failure) {
        try makeFolders(url.deletingLastPathComponent())
        let file = try followingLinks(url)
        let folder = file.deletingLastPathComponent()
        let prefix = ".\(file.lastPathComponent)."
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix(prefix) && name.hasSuffix(".tmp")
            && name.dropFirst(prefix.count).dropLast(4).allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        {
            unlink(folder.appendingPathComponent(name).path)
        }
        let names = (0..<100).lazy.map { _ in
            "\(prefix)\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
        }
        let (fd, temporary) = try createNew(in: folder, trying: names)
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let result = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if result < 0 && errno == EINTR { continue }
                guard result > 0 else { return false }
                offset += result
            }
            return true
        }
        guard written && fsync(fd) == 0 else {
            let failure = Failure.last
            close(fd)
            unlink(temporary.path)
            throw failure
        }
        close(fd)
        guard rename(temporary.path, file.path) == 0 else {
            let failure = Failure.last
            unlink(temporary.path)
            throw failure
        }
        let folderFD = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderFD >= 0 {
            fsync(folderFD)
            close(folderFD)
        }
    }

    /// Moves the file at `url` to `<name>.<label>`, or `<name>.<label>-2`, `-3`, … whichever
    /// is free, so an earlier file moved aside is never replaced; `nil` if it cannot be moved.
    /// A symbolic link at `url` stays, as a save keeps it: the file it points to is moved, beside
    /// itself, and the next save goes where the link points again.
    static func moveAside(_ url: URL, label: String) -> URL? {
        // NB: A link that cannot be followed (a loop) is moved itself.
        let file = (try? followingLinks(url)) ?? url
        let name = "\(file.lastPathComponent).\(label)"
        let names = [name] + (2..<100).map { "\(name)-\($0)" }
        guard let (fd, aside) = try? createNew(in: file.deletingLastPathComponent(), trying: names) else {
            return nil
        }
        close(fd)
        // NB: Renaming over the empty file just created keeps the name taken throughout.
        guard rename(file.path, aside.path) == 0 else {
            unlink(aside.path)
            return nil
        }
        return aside
    }

    /// Takes the lock on the folder a save of `url` writes in, the one holding the file `url`
    /// names once its links are followed (creating the folders of `url` if need be), waiting
    /// while another process or thread holds it; `unlock` gives it back.
    ///
    /// NB: `flock` on the folder itself: no lock file to leave behind, and it works on a full
    /// disk and a read-only folder too. The folder the link points to, not the link's: a draft
    /// linked into another store's folder writes its temporary file there, and `replace(_:with:)`
    /// removes the ones named like it.
    static func lock(for url: URL) throws(Failure) -> Int32 {
        try makeFolders(url.deletingLastPathComponent())
        let folder = try followingLinks(url).deletingLastPathComponent()
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw .last }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let failure = Failure.last
                close(fd)
                throw failure
            }
        }
        return fd
    }

    /// Gives back a lock `lock` took.
    static func unlock(_ fd: Int32) {
        close(fd)
    }

    /// The file `url` names once every symbolic link on it is followed, whether that file exists
    /// or not: `url` itself when it is no link.
    private static func followingLinks(_ url: URL) throws(Failure) -> URL {
        var file = url
        // NB: As many links as Linux follows in one path before it says ELOOP.
        for _ in 0..<40 {
            var target = [CChar](repeating: 0, count: Int(PATH_MAX))
            let count = readlink(file.path, &target, target.count)
            guard count >= 0 else {
                // EINVAL: not a link; ENOENT: no file at all, created by the save.
                guard errno == EINVAL || errno == ENOENT else { throw .last }
                return file
            }
            let path = String(decoding: target[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            file =
                path.hasPrefix("/")
                ? URL(fileURLWithPath: path) : file.deletingLastPathComponent().appendingPathComponent(path)
        }
        throw Failure(ELOOP)
    }

    /// Creates and opens for writing a file under the first of `names` that no file has yet.
    private static func createNew(
        in folder: URL, trying names: some Sequence<String>
    ) throws(Failure) -> (fd: Int32, url: URL) {
        for name in names {
            let candidate = folder.appendingPathComponent(name)
            let fd = open(candidate.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 { return (fd, candidate) }
            guard errno == EEXIST else { throw .last }
        }
        throw Failure(EEXIST)
    }

    /// Creates `folder` and the folders above it that are missing.
    private static func makeFolders(_ folder: URL) throws(Failure) {
        var path = ""
        for component in folder.standardizedFileURL.path.split(separator: "/") {
            path += "/\(component)"
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw .last }
        }
    }
}
