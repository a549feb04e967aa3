#pragma once

// "Playtest": N seeded computer games of the document being edited (the simulate engine,
// on a worker thread), with a progress bar and a cancel button; then the wins per seat, the
// first player's advantage, the game length and, for games that count points, the scores:
// as text ("Summary") and as charts (Qt Charts), one tab each.

#include "documentkinds.h"

#include <QDialog>

#include <atomic>
#include <memory>

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
class QThread;

namespace starboard {
class Game;
struct PlaytestResult;
} // namespace starboard

namespace starboard::editor {

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
    // The charts of the last run (for tests to read): wins per seat and "Nobody" in percent
    // of the games; games per game-length bin; games per score bin, one bar set per seat.
    // Empty charts (no series) before a run and when a run played no game.
    QChart *winsChart() const;
    QChart *lengthChart() const;
    QChart *scoresChart() const;

public slots:
    void run();
    void cancel();

signals:
    void finished(); // a run ended (completed or cancelled)

private:
    void showResult(const PlaytestResult &result, double seconds);
    void updatePlayers();
    void showCharts(const PlaytestResult &result);
    void clearCharts();

    QString m_gameId;
    ContentSet m_content;
    QSpinBox *m_players = nullptr;
    QComboBox *m_agent = nullptr;
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
