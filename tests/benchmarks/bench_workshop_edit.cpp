// The Workshop's cost per edit of a large document (issue 13 found about a second per edit of
// a 3 MB Things file). Opens FILE (default: the shipped Things repeated to about 3 MB, as
// tests/reliability/sigkill.sh makes it) in a WorkshopWindow (offscreen) and changes one
// value N times (default 20) as an editor does, timing each part on the GUI thread:
//
//   bench_workshop_edit [FILE] [N]
//
// prints the medians (ms) of: the edit (Document::setValue: the undo command, the tree
// model's update), problems() (the checks the Problems panel shows), serialized() (what
// Save and the recovery write), and the whole edit until the Problems panel is updated
// (the GUI thread's CPU time for an edit and the 600 ms after it: what blocks the window).

#include "document.h"
#include "workshopwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <vector>

using starboard::editor::Document;
using starboard::editor::WorkshopWindow;

namespace {

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    QTemporaryDir dir;
    QString path = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    const int edits = argc > 2 ? std::max(1, atoi(argv[2])) : 20;
    if (path.isEmpty()) {
        QFile shipped(QStringLiteral(":/data/galaxy-of-d/things.json"));
        if (!shipped.open(QIODevice::ReadOnly)) {
            out << "cannot read the shipped Things\n";
            return 1;
        }
        QJsonObject doc = QJsonDocument::fromJson(shipped.readAll()).object();
        const QJsonArray things = doc.value(QStringLiteral("things")).toArray();
        QJsonArray many;
        const qsizetype copies =
            3000000 /
                QJsonDocument(QJsonObject{{QStringLiteral("things"), things}}).toJson().size() +
            1;
        for (qsizetype i = 0; i < copies; ++i) {
            for (const QJsonValue &thing : things)
                many.append(thing);
        }
        doc.insert(QStringLiteral("things"), many);
        path = dir.filePath(QStringLiteral("large.json"));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(doc).toJson()) < 0) {
            out << "cannot write " << path << "\n";
            return 1;
        }
    }
    WorkshopWindow window;
    window.setWritesSettings(false);
    window.show();
    QElapsedTimer clock;
    clock.start();
    const QString error = window.openFile(path);
    if (!error.isEmpty()) {
        out << error << "\n";
        return 1;
    }
    QCoreApplication::processEvents();
    out << "file: " << path << " (" << QFile(path).size() << " bytes)\n";
    out << "open: " << clock.elapsed() << " ms\n";
    Document *document = window.currentDocument();
    const QString pointer = QStringLiteral("/things/0/count");
    std::vector<double> edit, problems, serialized, early, whole;
    for (int i = 0; i < edits; ++i) {
        clock.restart();
        document->setValue(pointer, 100 + i, QStringLiteral("edit"));
        edit.push_back(clock.nsecsElapsed() / 1e6);
        clock.restart();
        const auto found = document->problems();
        problems.push_back(clock.nsecsElapsed() / 1e6);
        clock.restart();
        const QByteArray bytes = document->serialized();
        serialized.push_back(clock.nsecsElapsed() / 1e6);
        // The whole edit as the user meets it: the change, then the event loop for 600 ms
        // (the Problems panel's debounced update, the tree, the title): the GUI thread's CPU
        // time over that.
        const double cpuBefore = threadCpuMs();
        document->setValue(pointer, 1000 + i, QStringLiteral("edit"));
        const auto runEventLoop = [](int ms) { // sleeps when idle, unlike processEvents()
            QEventLoop loop;
            QTimer::singleShot(ms, &loop, &QEventLoop::quit);
            loop.exec();
        };
        runEventLoop(100);
        early.push_back(threadCpuMs() - cpuBefore);
        runEventLoop(500);
        whole.push_back(threadCpuMs() - cpuBefore);
        Q_UNUSED(found);
        Q_UNUSED(bytes);
    }
    out << "edits: " << edits << " (medians, ms)\n";
    out << "  setValue: " << median(edit) << "\n";
    out << "  problems(): " << median(problems) << "\n";
    out << "  serialized(): " << median(serialized) << "\n";
    out << "  edit and the 100 ms after it (GUI thread CPU, before the checks): " << median(early)
        << "\n";
    out << "  edit and the 600 ms after it (GUI thread CPU, with the checks): " << median(whole)
        << "\n";
    return 0;
}
