#pragma once

// The Galactic Warfare board editor (starboard.gw-board): the board drawn as the game draws
// it (dark squares the ships move on, light ones nobody rests on, White's home planet in the
// first row and Blue's in the last, the ships where they start), edited by clicking or by the
// keyboard (arrows, then Space): the Squares tool turns a square into a light one and back,
// the ship tools put a ship of that side on a dark square or take it away. The size is two
// spin boxes; every edit is one undo step; the loader's checks show in the Problems panel.

#include "editorwidget.h"

#include <QJsonObject>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace starboard::editor {

class GwBoardCanvas : public QWidget
{
    Q_OBJECT

public:
    enum class Tool
    {
        Squares,
        WhiteShips,
        BlueShips,
    };

    explicit GwBoardCanvas(QWidget *parent = nullptr);
    void setBoard(const QJsonObject &board);
    QPoint cursor() const { return m_cursor; } // (column, row)
    void setCursor(QPoint cell);
    QSize sizeHint() const override { return {420, 520}; }
    QSize minimumSizeHint() const override { return {200, 240}; }
    // The square (column, row) in words, as a screen reader says it ("c4: a dark square,
    // a White ship").
    QString describe(QPoint cell) const;

signals:
    void applied(QPoint cell); // a click or Space on a square

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QRectF cellRect(int column, int row) const;
    int side(int column, int row) const; // the ship starting there: 0, 1 or -1

    QJsonObject m_board;
    int m_columns = 0;
    int m_rows = 0;
    QPoint m_cursor{0, 0};
};

class GwBoardEditor : public EditorWidget
{
    Q_OBJECT

public:
    GwBoardEditor(Document *document, QWidget *parent = nullptr);
    ~GwBoardEditor() override;
    void selectPointer(const QString &pointer) override;

    GwBoardCanvas *canvas() const { return m_canvas; }
    QSpinBox *columnsSpin() const { return m_columns; }
    QSpinBox *rowsSpin() const { return m_rows; }
    QLabel *summary() const { return m_summary; }
    GwBoardCanvas::Tool tool() const;
    void setTool(GwBoardCanvas::Tool tool);

    // The edits, each one undo step.
    void apply(QPoint cell);                 // the current tool on the square (column, row)
    void resizeBoard(int columns, int rows); // a new size, squares and ships kept where they fit

private:
    void documentChanged();

    GwBoardCanvas *m_canvas;
    QLineEdit *m_name;
    QLineEdit *m_id;
    QSpinBox *m_columns;
    QSpinBox *m_rows;
    QLabel *m_summary;
    QButtonGroup *m_tools;
    bool m_loading = false;
};

} // namespace starboard::editor
