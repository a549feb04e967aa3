#pragma once

// "Playtest": N seeded computer games of the document being edited (the simulate engine,
// on a worker thread), with a progress bar and a cancel button; each seat's agent or level
// chosen; then the wins per seat, the first player's advantage, the game length and, for
// games that count points, the scores, and the game's figures (playtest/figures.h), every
// rate with its 95% interval and a warning where the games are too few to tell: as text
// ("Summary") and as charts (Qt Charts), one tab each. "Compare with" plays a variant B
// (another open document or a file in place of A's of its kind) on the same seeds and shows
// each figure of A and B with the difference and its 95% interval. "Export..." writes the
// games and the summary as CSV or JSON (docs/data-formats.md).

#include "documentkinds.h"

#include <QDialog>
#include <QPointer>

#include <QList>

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QLineEdit;
class QTabWidget;
class QTextBrowser;
class QVBoxLayout;
class QThread;
class QTemporaryDir;

namespace starboard {
class Game;
struct PlaytestResult;
struct FigureDef;
} // namespace starboard

namespace starboard::editor {

class Document;

class PlaytestDialog : public QDialog
{
    Q_OBJECT

public:
    // The content of `gameId` with the files of `content` in place of the shipped ones. The
    // dialog shows the loader's errors if the content does not load.
    PlaytestDialog(const QString &gameId, const ContentSet &content, QWidget *parent = nullptr);
    ~PlaytestDialog() override;

    bool isRunning() const { return m_thread != nullptr; }
    QString resultText() const; // the statistics as shown (plain text)
    // Offers a content file (of a kind of this game's content) as a variant B in "Compare
    // with" (not chosen yet), named `name` (default: the file's name); false, with the message
    // shown, when it is not one. The Workshop offers its other open documents of the game;
    // "A file..." asks for one and chooses it.
    bool addCompareFile(const QString &path, const QString &name = QString());
    // Offers an open Workshop document of this game as variant B, as it is when Run is
    // pressed: its unsaved changes count (written to a scratch file, the document itself is
    // neither saved nor changed), and so does a document never saved.
    void addCompareDocument(Document *document);
    // Writes the last run (and its comparison) to `path`: JSON when it ends in ".json", CSV
    // otherwise, atomically (data::writeFileAtomically). False with the message shown when it
    // cannot.
    bool exportTo(const QString &path);
    // The charts of the last run (for tests to read): wins per seat and "Nobody" in percent
    // of the games; games per game-length bin; games per score bin, one bar set per seat.
    // Empty charts (no series) before a run and when a run played no game.
    QChart *winsChart() const;
    QChart *lengthChart() const;
    QChart *scoresChart() const;

public slots:
    void run();
    void cancel();
    void exportResults(); // asks for a file name, then exportTo()

signals:
    void finished(); // a run ended (completed or cancelled)

private:
    void showResult(const PlaytestResult &result, const PlaytestResult *compared, double seconds);
    void updateSeats();
    void compareChosen(int index);
    QString figureLabel(const FigureDef &def) const;
    void showCharts(const PlaytestResult &result);
    void clearCharts();

    QString m_gameId;
    ContentSet m_content;
    QSpinBox *m_players = nullptr;
    QWidget *m_seatsBox = nullptr; // one agent combo box per seat ("agent0", "agent1", ...)
    QVBoxLayout *m_seatsLayout = nullptr;
    QList<QComboBox *> m_seatAgents;
    QComboBox *m_compare = nullptr;
    QList<QPointer<Document>> m_compareDocuments; // the documents offered as B
    std::unique_ptr<QTemporaryDir> m_scratch;     // their unsaved content, when run
    QString m_compareNote; // the last run's B: "" or "with its unsaved changes"
    QPushButton *m_export = nullptr;
    // The last run, for the export.
    std::shared_ptr<PlaytestResult> m_lastA;
    std::shared_ptr<PlaytestResult> m_lastB;
    std::vector<std::string> m_lastAgents;
    std::uint64_t m_lastSeed = 1;
    ContentSet m_lastContentB;
    QSpinBox *m_games = nullptr;
    QLineEdit *m_seed = nullptr;
    QProgressBar *m_progress = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QTextBrowser *m_result = nullptr;
    QTabWidget *m_tabs = nullptr;
    QChartView *m_winsView = nullptr;
    QChartView *m_lengthView = nullptr;
    QChartView *m_scoresView = nullptr;
    QLabel *m_error = nullptr;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
};

} // namespace starboard::editor
